package lower

// Both selectors lower integers wider than a register word by word (limb
// by limb) and remember which words are constants; FoldLogicWord is the
// decision they share for "a op b" on one word, as llc's DAG combiner
// folds it: "and" with 0 is 0, "or" and "xor" with 0 and "and" with all
// ones are the other operand, "or" with all ones is all ones, and two
// constants are a constant.

// WordFold is what FoldLogicWord decided.
type WordFold int

const (
	// WordOp: compute the operation.
	WordOp WordFold = iota
	// WordConst: the result is the constant returned beside.
	WordConst
	// WordA, WordB: the result is the first, the second operand.
	WordA
	WordB
)

// FoldLogicWord decides "a op b" (op "and", "or" or "xor") on one word
// whose all-ones value is ones, where ka and kb say whether a and b are
// the known constants ca and cb.
func FoldLogicWord(op string, ca uint64, ka bool, cb uint64, kb bool, ones uint64) (WordFold, uint64) {
	and := op == "and"
	switch {
	case ka && kb:
		switch op {
		case "and":
			return WordConst, ca & cb
		case "or":
			return WordConst, ca | cb
		}
		return WordConst, ca ^ cb
	case kb && (cb == 0 && !and || cb == ones && and):
		return WordA, 0
	case ka && (ca == 0 && !and || ca == ones && and):
		return WordB, 0
	case (ka && ca == 0 || kb && cb == 0) && and:
		return WordConst, 0
	case (ka && ca == ones || kb && cb == ones) && op == "or":
		return WordConst, ones
	}
	return WordOp, 0
}
