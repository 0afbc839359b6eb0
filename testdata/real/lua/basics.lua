-- Tables, strings, closures, metatables, integer/float arithmetic.
local t = {}
for i = 1, 1000 do t[i] = (i * 7919) % 1009 end
table.sort(t)
local s = 0
for i, v in ipairs(t) do s = s + v * i end
print("sorted sum", s, t[1], t[#t])
local words = {}
for w in ("the quick brown fox jumps over the lazy dog"):gmatch("%a+") do words[#words + 1] = w:upper() end
print(table.concat(words, "-"), #words)
print(string.format("%5.2f|%-5d|%x|%q|%s", math.pi, 42, 255, "a\nb", tostring(nil)))
print(("hello world"):gsub("o", "0"), ("abc"):rep(3, ","), ("%d items"):format(3))
local function counter()
  local n = 0
  return function() n = n + 1; return n end
end
local c1, c2 = counter(), counter()
c1(); c1()
print("closures", c1(), c2())
local V = {}
V.__index = V
V.__add = function(a, b) return setmetatable({x = a.x + b.x, y = a.y + b.y}, V) end
V.__tostring = function(v) return "(" .. v.x .. "," .. v.y .. ")" end
local a = setmetatable({x = 1, y = 2}, V) + setmetatable({x = 3.5, y = -4}, V)
print("vector", tostring(a))
print(7 // 2, 7 % -3, -7 // 2, 7 / 2, 2^10, 1 << 62, math.maxinteger + 1 == math.mininteger, 0x7fffffff * 3)
print(math.floor(-3.5), math.ceil(-3.5), math.fmod(7, 3), math.abs(-2^63), math.tointeger(3.0), 10 // 0.0, -10 % math.huge)
print(string.byte("ABC", 1, 3), string.char(72, 105), #"\u{10FFFF}", utf8.len("héllo"))
local ok, err = pcall(function() error({code = 42}) end)
print("pcall", ok, type(err), err.code)
print(select("#", 1, nil, 3), select(2, "a", "b", "c"))
print(string.pack and #string.pack("i4i8d", 1, 2, 3.0), string.unpack("<i4", "\1\0\0\0"))
