// Objects, arrays, closures, prototypes, strings, numbers, JSON, regexps.
var a = [];
for (var i = 0; i < 2000; i++) a.push((i * 7919) % 2003);
a.sort(function (x, y) { return x - y; });
var s = 0;
for (i = 0; i < a.length; i++) s += a[i] * (i + 1);
print("sorted", s, a[0], a[a.length - 1]);
function Point(x, y) { this.x = x; this.y = y; }
Point.prototype.add = function (p) { return new Point(this.x + p.x, this.y + p.y); };
Point.prototype.toString = function () { return "(" + this.x + "," + this.y + ")"; };
print("point", String(new Point(1, 2).add(new Point(3.5, -4))));
function counter() { var n = 0; return function () { return ++n; }; }
var c = counter(); c(); c();
print("closure", c());
print("numbers", 0.1 + 0.2, 1 / 3, (1234.5678).toFixed(2), (255).toString(16), parseInt("0x1f"), parseFloat("3.5e3"),
  Math.floor(-3.5), Math.round(2.5), 7 % -3, -7 >> 1, -7 >>> 28, 1 << 31, Number.MAX_VALUE, 1 / 0, -1 / 0, 0 / 0);
print("strings", "Hello, World".toUpperCase(), "abc".charCodeAt(1), "a-b-c".split("-").join("+"), "  trim  ".trim(),
  "banana".indexOf("an", 2), "banana".replace(/a/g, "o"), "x".concat(1, 2), "abcdef".slice(-3, -1));
var o = { name: "ssara", list: [1, 2.5, "three", null, true], nested: { k: [] } };
var j = JSON.stringify(o);
print("json", j, JSON.parse(j).list[2], JSON.stringify(JSON.parse('{"a":[1,{"b":2}]}')));
var m = /(\d+)-(\d+)/.exec("range 10-250 end");
print("regexp", m[0], m[1], m[2], m.index, /^[a-z]+$/i.test("MiXeD"), "a1b22c333".match(/\d+/g).join(","));
try { null.x; } catch (e) { print("caught", e.name); }
try { throw new RangeError("custom"); } catch (e) { print("caught", e.name, e.message); } finally { print("finally"); }
var keys = [];
for (var k in { b: 1, a: 2, c: 3 }) keys.push(k);
print("keys", keys.join(","), Object.keys([4, 5]).length, typeof undefined, typeof null, typeof print);
print("date", new Date(Date.UTC(2020, 1, 29, 12, 30)).toISOString(), new Date(0).getTime());
