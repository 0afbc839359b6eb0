-- Classic algorithms: sieve, n-queens, fibonacci memo, string building, gc.
local function sieve(n)
  local comp, count = {}, 0
  for i = 2, n do
    if not comp[i] then
      count = count + 1
      for j = i * i, n, i do comp[j] = true end
    end
  end
  return count
end
print("primes below 200000", sieve(200000))
local function queens(n)
  local cols, d1, d2, sols = {}, {}, {}, 0
  local function place(r)
    if r > n then sols = sols + 1; return end
    for c = 1, n do
      if not cols[c] and not d1[r + c] and not d2[r - c + n] then
        cols[c], d1[r + c], d2[r - c + n] = true, true, true
        place(r + 1)
        cols[c], d1[r + c], d2[r - c + n] = nil, nil, nil
      end
    end
  end
  place(1)
  return sols
end
print("queens 8", queens(8))
local memo = {}
local function fib(n) if n < 2 then return n end local m = memo[n] if m then return m end m = fib(n - 1) + fib(n - 2) memo[n] = m return m end
print("fib 90", fib(90))
local parts = {}
for i = 1, 20000 do parts[#parts + 1] = string.format("%d:%s", i, i % 3 == 0 and "fizz" or tostring(i * 1.5)) end
local big = table.concat(parts, ",")
print("string", #big, big:sub(1, 40), select(2, big:gsub("fizz", "")))
local objs = {}
for i = 1, 50000 do objs[i] = {i, tostring(i), {i}} end
objs = nil
collectgarbage()
print("gc ok", collectgarbage("count") > 0)
local co = coroutine.wrap(function(a)
  local sum = 0
  for i = 1, a do sum = sum + coroutine.yield(i) end
  return "done " .. sum
end)
local v = co(5)
while type(v) == "number" do v = co(v * 10) end
print("coroutine", v)
local m = {}
for i = 1, 100 do m[("k%03d"):format(i)] = i * i end
local keys = {}
for k in pairs(m) do keys[#keys + 1] = k end
table.sort(keys, function(x, y) return m[x] > m[y] end)
print("keys", keys[1], keys[100], #keys)
print(load("return 1 + 2 * 3")(), pcall(load, "syntax error here"))
print(string.format("%.14g", 0.1 + 0.2), 1e300 * 1e10, -(0/0) ~= -(0/0), math.type(1), math.type(1.0), 3 | 5, 3 ~ 5, ~0)
