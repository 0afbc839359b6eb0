package main

import "strings"

// source says where a program's sources come from: a Debian source package
// (pinned version, fetched with apt-get source from the deb-src mirror) or a
// Go module that bundles C sources (pinned version, fetched through the Go
// module proxy).
type source struct {
	debPkg     string // Debian source package name
	debVersion string // its pinned version
	goModule   string // module@version
	sub        string // directory inside the module that holds the C files
}

// test is one run of a built program: a bash command line run in a fresh
// scratch directory with $PROG the program, $SRC its source directory and
// $REAL this project's testdata/real/<program> directory. Its standard
// output and error and its exit status are compared between the llc-14
// and the ssara builds; a test that checks its own expectation (cmp with a
// reference file) prints the result so that it is part of the output.
type test struct {
	name string
	cmd  string
}

// program is one executable built from C modules.
type program struct {
	name    string
	version string
	src     source
	// modules are .c files relative to the source directory; "@real/x.c"
	// names a driver of this project under testdata/real/<name>.
	modules []string
	cflags  []string
	ldflags []string
	tests   []test
}

// programs is the list of real programs, smallest first.
var programs = []program{
	{
		name:    "bzip2",
		version: "1.0.8 (Debian bzip2 1.0.8-5)",
		src:     source{debPkg: "bzip2", debVersion: "1.0.8-5"},
		modules: []string{"blocksort.c", "huffman.c", "crctable.c", "randtable.c", "compress.c", "decompress.c", "bzlib.c", "bzip2.c"},
		cflags:  []string{"-D_FILE_OFFSET_BITS=64"},
		tests: []test{
			// The Makefile's own "make test".
			{"make-test", `for i in 1 2 3; do $PROG -$i < $SRC/sample$i.ref > s$i.rb2; cmp $SRC/sample$i.bz2 s$i.rb2 && echo compress$i ok; done
$PROG -d < $SRC/sample1.bz2 > s1.tst; $PROG -d < $SRC/sample2.bz2 > s2.tst; $PROG -ds < $SRC/sample3.bz2 > s3.tst
for i in 1 2 3; do cmp s$i.tst $SRC/sample$i.ref && echo decompress$i ok; done`},
			{"roundtrip-9", `cat $SRC/*.c $SRC/manual.ps > in; $PROG -9 -c in > in.bz2; $PROG -d -c in.bz2 | cmp - in && echo ok; cksum < in.bz2`},
			{"test-flag", `$PROG -tv $SRC/sample1.bz2 $SRC/sample2.bz2 2>&1; echo corrupt | $PROG -d 2>&1; echo status=$?`},
		},
	},
	{
		name:    "zlib",
		version: "1.2.13 (Debian zlib 1:1.2.13.dfsg-1)",
		src:     source{debPkg: "zlib", debVersion: "1:1.2.13.dfsg-1"},
		modules: []string{"adler32.c", "crc32.c", "deflate.c", "infback.c", "inffast.c", "inflate.c", "inftrees.c", "trees.c", "zutil.c",
			"compress.c", "uncompr.c", "gzclose.c", "gzlib.c", "gzread.c", "gzwrite.c", "test/minigzip.c"},
		cflags: []string{"-D_LARGEFILE64_SOURCE=1", "-DHAVE_HIDDEN", "-I", "."},
		tests: []test{
			{"roundtrip", `cat $SRC/*.c > in; for l in 1 6 9; do $PROG -$l < in > in.$l.gz; $PROG -d < in.$l.gz | cmp - in && echo level$l ok; cksum < in.$l.gz; done`},
			{"gunzip-compat", `cat $SRC/*.h > in; $PROG < in | gzip -dc | cmp - in && echo gzip-compat ok; gzip -9c in | $PROG -d | cmp - in && echo gunzip ok`},
			{"filtered", `cat $SRC/ChangeLog > in; $PROG -h < in | cksum; $PROG -R < in | cksum; $PROG -f < in | cksum`},
		},
	},
	{
		name:    "lz4",
		version: "1.9.4 (Debian lz4 1.9.4-1)",
		src:     source{debPkg: "lz4", debVersion: "1.9.4-1"},
		modules: append(append([]string{}, lz4Lib...), "programs/lz4cli.c", "programs/lz4io.c", "programs/bench.c", "programs/datagen.c"),
		cflags:  []string{"-I", "lib", "-DXXH_NAMESPACE=LZ4_"},
		tests: []test{
			{"roundtrip", `cat $SRC/lib/*.c $SRC/programs/*.c > in
for l in -1 -3 -9 -12 --fast=3; do $PROG -q -f $l in in.lz4 && $PROG -q -d -f in.lz4 out && cmp in out && echo "$l ok $(cksum < in.lz4)"; done
$PROG -q -f -BD -B4 --content-size in in.lz4 && $PROG -q -d -f in.lz4 out && cmp in out && echo "BD ok $(cksum < in.lz4)"
$PROG -q -f -l in in.lz4 && $PROG -q -d -f in.lz4 out && cmp in out && echo "legacy ok $(cksum < in.lz4)"
$PROG -q -f -t in.lz4; echo "test=$?"; head -c 100 in > bad.lz4; $PROG -q -d -f bad.lz4 out 2>&1; echo "bad=$?"`},
		},
	},
	{
		name:    "lz4-frametest",
		version: "1.9.4 (Debian lz4 1.9.4-1), tests/frametest.c",
		src:     source{debPkg: "lz4", debVersion: "1.9.4-1"},
		modules: append(append([]string{}, lz4Lib...), "tests/frametest.c"),
		cflags:  []string{"-I", "lib", "-I", "programs"},
		tests: []test{
			// lz4's own frame fuzz tester, fixed seed and count (its
			// progress display depends on the clock, so only the verdict
			// is compared).
			{"frametest", `$PROG -s1234 -i1500 > log 2>&1; echo status=$?; grep -c -i error log`},
		},
	},
	{
		name:    "lz4-fuzzer",
		version: "1.9.4 (Debian lz4 1.9.4-1), tests/fuzzer.c",
		src:     source{debPkg: "lz4", debVersion: "1.9.4-1"},
		modules: append(append([]string{}, lz4Lib...), "tests/fuzzer.c"),
		cflags:  []string{"-I", "lib", "-I", "programs"},
		tests: []test{
			{"fuzzer", `$PROG -s4321 -i300 > log 2>&1; echo status=$?; grep -c -i error log; tr '\r' '\n' < log | grep 'ratio'`},
		},
	},
	{
		name:    "zlib-example",
		version: "1.2.13 (Debian zlib 1:1.2.13.dfsg-1)",
		src:     source{debPkg: "zlib", debVersion: "1:1.2.13.dfsg-1"},
		modules: []string{"adler32.c", "crc32.c", "deflate.c", "infback.c", "inffast.c", "inflate.c", "inftrees.c", "trees.c", "zutil.c",
			"compress.c", "uncompr.c", "gzclose.c", "gzlib.c", "gzread.c", "gzwrite.c", "test/example.c"},
		cflags: []string{"-D_LARGEFILE64_SOURCE=1", "-DHAVE_HIDDEN", "-I", "."},
		tests: []test{
			// zlib's own self test ("make test" runs example).
			{"example", `$PROG foo.gz`},
		},
	},
	{
		name:    "lua",
		version: "5.4.4 (Debian lua5.4 5.4.4-3+deb12u1)",
		src:     source{debPkg: "lua5.4", debVersion: "5.4.4-3+deb12u1", sub: "src"},
		modules: luaModules,
		cflags:  []string{"-DLUA_COMPAT_5_3", "-DLUA_USE_LINUX"},
		ldflags: []string{"-ldl"},
		tests:   luaTests,
	},
	{
		// The same without computed goto in the interpreter loop, so
		// that lvm.c is compiled by ssara too.
		name:    "lua-switch",
		version: "5.4.4 (Debian lua5.4 5.4.4-3+deb12u1), -DLUA_USE_JUMPTABLE=0",
		src:     source{debPkg: "lua5.4", debVersion: "5.4.4-3+deb12u1", sub: "src"},
		modules: luaModules,
		cflags:  []string{"-DLUA_COMPAT_5_3", "-DLUA_USE_LINUX", "-DLUA_USE_JUMPTABLE=0"},
		ldflags: []string{"-ldl"},
		tests:   luaTests,
	},
	{
		name:    "mujs",
		version: "1.3.2 (Debian mujs 1.3.2-1)",
		src:     source{debPkg: "mujs", debVersion: "1.3.2-1"},
		modules: []string{"jsarray.c", "jsboolean.c", "jsbuiltin.c", "jscompile.c", "jsdate.c", "jsdtoa.c", "jsdump.c",
			"jserror.c", "jsfunction.c", "jsgc.c", "jsintern.c", "jslex.c", "jsmath.c", "jsnumber.c", "jsobject.c", "json.c",
			"jsparse.c", "jsproperty.c", "jsregexp.c", "jsrepr.c", "jsrun.c", "jsstate.c", "jsstring.c", "jsvalue.c",
			"regexp.c", "utf.c", "main.c"},
		cflags: []string{"-std=c99"},
		tests: []test{
			{"scripts", `for f in $REAL/*.js; do echo "== $(basename $f)"; $PROG $f 2>&1; echo "status=$?"; done`},
		},
	},
	{
		name:    "duktape",
		version: "2.7.0 (Debian duktape 2.7.0-2), src-separate and the cmdline example",
		src:     source{debPkg: "duktape", debVersion: "2.7.0-2"},
		modules: []string{"src-separate/*.c", "examples/cmdline/duk_cmdline.c", "extras/print-alert/duk_print_alert.c"},
		cflags: []string{"-std=c99", "-I", "src-separate", "-I", "examples/cmdline", "-I", "extras/print-alert",
			"-DDUK_CMDLINE_PRINTALERT_SUPPORT"},
		tests: []test{
			{"scripts", `for f in $REAL/../mujs/*.js $SRC/mandel.js; do echo "== $(basename $f)"; $PROG $f 2>&1; echo "status=$?"; done`},
		},
	},
	{
		name:    "cjson",
		version: "1.7.15 (Debian cjson 1.7.15-1+deb12u4), test.c",
		src:     source{debPkg: "cjson", debVersion: "1.7.15-1+deb12u4"},
		modules: []string{"cJSON.c", "cJSON_Utils.c", "test.c"},
		tests:   []test{{"test", `$PROG`}},
	},
	// cJSON's own unity tests (each includes cJSON.c), one program each:
	// see cjsonTests.
	{
		name:    "xxhsum",
		version: "0.8.1 (Debian xxhash 0.8.1-1), without the AVX2 dispatcher",
		src:     source{debPkg: "xxhash", debVersion: "0.8.1-1"},
		modules: []string{"xxhash.c", "cli/xxhsum.c", "cli/xsum_os_specific.c", "cli/xsum_output.c", "cli/xsum_sanity_check.c", "cli/xsum_bench.c"},
		tests: []test{
			// --version runs xxhsum's own sanity check (known hashes of
			// every variant and length).
			{"sanity", `$PROG --version 2>&1 | sed 's/ by .*//'`},
			{"hashes", `cat $SRC/*.c $SRC/*.h > in; head -c 1000 in > small; for h in 0 1 2 3; do $PROG -H$h in small $SRC/LICENSE; done; $PROG -H2 in small > sums; $PROG -c sums`},
		},
	},
	{
		name:    "zopfli",
		version: "1.0.3 (Debian zopfli 1.0.3-1)",
		src:     source{debPkg: "zopfli", debVersion: "1.0.3-1"},
		modules: []string{"src/zopfli/blocksplitter.c", "src/zopfli/cache.c", "src/zopfli/deflate.c", "src/zopfli/gzip_container.c",
			"src/zopfli/hash.c", "src/zopfli/katajainen.c", "src/zopfli/lz77.c", "src/zopfli/squeeze.c", "src/zopfli/tree.c",
			"src/zopfli/util.c", "src/zopfli/zlib_container.c", "src/zopfli/zopfli_lib.c", "src/zopfli/zopfli_bin.c"},
		tests: []test{
			{"gzip", `cat $SRC/src/zopfli/*.c > in; $PROG --i5 -c in > in.gz; cksum < in.gz; gzip -dc in.gz | cmp - in && echo ok
$PROG --i10 --zlib -c $SRC/README | cksum; $PROG --deflate --i3 -c $SRC/COPYING | cksum`},
		},
	},
	{
		name:    "zstd",
		version: "1.5.5 (Go module github.com/DataDog/zstd v1.5.5)",
		src:     source{goModule: "github.com/DataDog/zstd@v1.5.5"},
		modules: []string{"debug.c", "entropy_common.c", "error_private.c", "fse_decompress.c", "pool.c", "threading.c", "xxhash.c",
			"zstd_common.c", "fse_compress.c", "hist.c", "huf_compress.c", "zstd_compress.c", "zstd_compress_literals.c",
			"zstd_compress_sequences.c", "zstd_compress_superblock.c", "zstd_double_fast.c", "zstd_fast.c", "zstd_lazy.c",
			"zstd_ldm.c", "zstd_opt.c", "huf_decompress.c", "zstd_ddict.c", "zstd_decompress.c", "zstd_decompress_block.c",
			"cover.c", "divsufsort.c", "fastcover.c", "zdict.c", "@real/driver.c"},
		cflags: []string{"-DZSTD_DISABLE_ASM", "-DXXH_NAMESPACE=ZSTD_", "-I", "."},
		tests: []test{
			{"roundtrip", `$PROG`},
		},
	},
	{
		name:    "sqlite",
		version: "3.45.1 amalgamation (Go module github.com/mattn/go-sqlite3 v1.14.22)",
		src:     source{goModule: "github.com/mattn/go-sqlite3@v1.14.22"},
		modules: []string{"sqlite3-binding.c", "@real/driver.c"},
		cflags:  []string{"-DSQLITE_THREADSAFE=0", "-DSQLITE_OMIT_LOAD_EXTENSION", "-I", "."},
		tests: []test{
			{"sql", `for f in $REAL/*.sql; do echo "== $(basename $f)"; $PROG < $f 2>&1; echo "status=$?"; done`},
		},
	},
}

// luaModules are Lua's interpreter and standard libraries (not luac).
var luaModules = []string{"lapi.c", "lcode.c", "lctype.c", "ldebug.c", "ldo.c", "ldump.c", "lfunc.c", "lgc.c", "llex.c", "lmem.c",
	"lobject.c", "lopcodes.c", "lparser.c", "lstate.c", "lstring.c", "ltable.c", "ltm.c", "lundump.c", "lvm.c", "lzio.c",
	"lauxlib.c", "lbaselib.c", "lcorolib.c", "ldblib.c", "liolib.c", "lmathlib.c", "loadlib.c", "loslib.c", "lstrlib.c",
	"ltablib.c", "lutf8lib.c", "linit.c", "lua.c"}

// luaTests run this project's Lua scripts (testdata/real/lua).
var luaTests = []test{
	{"scripts", `for f in $REAL/*.lua; do echo "== $(basename $f)"; $PROG $f 2>&1; echo "status=$?"; done`},
}

// lz4Lib is lz4's library.
var lz4Lib = []string{"lib/lz4.c", "lib/lz4hc.c", "lib/lz4frame.c", "lib/xxhash.c"}

// cjsonTests are cJSON's unity test programs; the last three also use
// cJSON_Utils.
var cjsonTests = []string{"parse_examples", "parse_number", "parse_hex4", "parse_string", "parse_array", "parse_object",
	"parse_value", "print_string", "print_number", "print_array", "print_object", "print_value", "misc_tests",
	"parse_with_opts", "compare_tests", "cjson_add", "readme_examples", "minify_tests",
	"json_patch_tests", "old_utils_tests", "misc_utils_tests"}

func init() {
	for i, t := range cjsonTests {
		mods := []string{"tests/unity/src/unity.c", "tests/" + t + ".c"}
		if i >= len(cjsonTests)-3 {
			mods = append(mods, "cJSON_Utils.c")
		}
		programs = append(programs, program{
			name:    "cjson-" + strings.ReplaceAll(t, "_", "-"),
			version: "1.7.15 (Debian cjson 1.7.15-1+deb12u4), tests/" + t + ".c (unity)",
			src:     source{debPkg: "cjson", debVersion: "1.7.15-1+deb12u4"},
			modules: mods,
			cflags:  []string{"-I", "tests", "-I", "tests/unity/src"},
			tests:   []test{{"unity", `cd $SRC/tests && $OLDPWD/prog`}},
		})
	}
}
