package mir

import "fmt"

// FCond is a floating-point comparison predicate, as LLVM's fcmp has them:
// ordered ones are false when an operand is a NaN, unordered ones true.
// The instruction sets carry it in the compares they fuse into branches,
// selects and set-on-condition instructions.
type FCond uint8

// Floating-point predicates.
const (
	FFalse FCond = iota // always false
	FOeq                // ordered and equal
	FOgt                // ordered and greater
	FOge                // ordered and greater or equal
	FOlt                // ordered and less
	FOle                // ordered and less or equal
	FOne                // ordered and not equal
	FOrd                // ordered (no NaN)
	FUno                // unordered (a NaN)
	FUeq                // unordered or equal
	FUgt                // unordered or greater
	FUge                // unordered or greater or equal
	FUlt                // unordered or less
	FUle                // unordered or less or equal
	FUne                // unordered or not equal
	FTrue               // always true
)

var fcondNames = [...]string{"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"}

func (c FCond) String() string {
	if int(c) < len(fcondNames) {
		return fcondNames[c]
	}
	return fmt.Sprintf("fcond%d", uint8(c))
}
