package regalloc

// groupBy groups the indices 0..n-1 by key, a group number below groups
// (a negative key leaves the index out): the items of group k, item(i) of
// its indices in increasing order, are items[at[k]:at[k+1]]. A counting
// sort, O(n + groups), with one array for all the groups rather than a
// slice each (issue 16: 24 bytes a group of a large function).
func groupBy[T any](n, groups int, key func(i int) int, item func(i int) T) (at []int32, items []T) {
	at = make([]int32, groups+1)
	for i := 0; i < n; i++ {
		if k := key(i); k >= 0 {
			at[k+1]++
		}
	}
	for k := 0; k < groups; k++ {
		at[k+1] += at[k]
	}
	items = make([]T, at[groups])
	next := append([]int32(nil), at[:groups]...)
	for i := 0; i < n; i++ {
		if k := key(i); k >= 0 {
			items[next[k]] = item(i)
			next[k]++
		}
	}
	return at, items
}
