// Algorithms: sieve, n-queens, memoised recursion, string building, gc.
function sieve(n) {
  var comp = [], count = 0;
  for (var i = 2; i <= n; i++) {
    if (!comp[i]) { count++; for (var j = i * i; j <= n; j += i) comp[j] = true; }
  }
  return count;
}
print("primes", sieve(100000));
function queens(n) {
  var cols = [], d1 = [], d2 = [], sols = 0;
  function place(r) {
    if (r == n) { sols++; return; }
    for (var c = 0; c < n; c++) {
      if (!cols[c] && !d1[r + c] && !d2[r - c + n]) {
        cols[c] = d1[r + c] = d2[r - c + n] = true;
        place(r + 1);
        cols[c] = d1[r + c] = d2[r - c + n] = false;
      }
    }
  }
  place(0);
  return sols;
}
print("queens", queens(8));
var memo = {};
function fib(n) { if (n < 2) return n; if (memo[n]) return memo[n]; return memo[n] = fib(n - 1) + fib(n - 2); }
for (var q = 0; q <= 78; q++) fib(q);
print("fib", fib(78));
var parts = [];
for (var i = 0; i < 20000; i++) parts.push(i % 15 == 0 ? "fizzbuzz" : i % 3 == 0 ? "fizz" : String(i * 1.5));
var big = parts.join(",");
print("string", big.length, big.substring(0, 50), big.split("fizz").length);
var objs = [];
for (i = 0; i < 30000; i++) objs.push({ i: i, s: "v" + i, a: [i] });
objs = null;
if (typeof gc == "function") gc();
var deep = 0;
function recurse(n) { deep = n; return n == 0 ? 0 : 1 + recurse(n - 1); }
print("recursion", recurse(20));
try { (function f() { f(); })(); } catch (e) { print("overflow caught", e instanceof Error); }
var h = 0;
for (i = 0; i < 100000; i++) h = (h * 31 + (i ^ (h >>> 7))) | 0;
print("hash", h, (h >>> 0).toString(16));
print(eval("1 + 2 * 3"), [3, 1, 2].map(function (x) { return x * x; }).reverse().join(" "),
  [1, 2, 3, 4].filter(function (x) { return x % 2; }).reduce(function (a, b) { return a + b; }, 0));
throw new Error("uncaught at the end");
