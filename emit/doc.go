// Package emit writes allocated machine code and data as GNU assembly;
// subpackages per target.
package emit
