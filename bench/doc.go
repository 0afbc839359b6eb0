// Package bench is ssara-bench's logic: it turns a corpus (programs of
// .ll or .c files, bench.json manifests) and a set of allocators and
// register budgets into a ninja build graph (WritePlan), runs the graph's
// steps (Step: compile, count, assemble, link, run), and merges their
// results into results.csv, results.json, summary.md and index.html
// (Merge).
//
// Spill code is counted in every build's assembly by one rule, the same
// for ssara's and llc-14's output (CountAsm, Counts); ssara's
// -stats-json and llc's regalloc remarks are read beside it (ReadStats,
// ParseRemarks). docs/BENCH.md documents the rule, the files and their
// columns; schema.json is results.json's JSON Schema.
package bench
