-- Error handling paths (longjmp inside the interpreter), deep recursion,
-- and a script that ends with an uncaught error (exit status 1).
local function deep(n) if n == 0 then error("bottom") end return deep(n - 1) + 1 end
print(pcall(deep, 150))
print(select(2, pcall(function() local x = nil; return x.y end)))
print(xpcall(function() return 1 + {} end, function(m) return "handled: " .. m end))
local ok, e = pcall(string.rep, "x", -1)
print(ok, e == "")
print(pcall(function() return ("x"):bad() end))
local t = setmetatable({}, {__index = function(_, k) error("no field " .. k, 2) end})
print(pcall(function() return t.missing end))
print(select("#", pcall(error)))
local co = coroutine.create(function() error("in coroutine") end)
print(coroutine.resume(co))
print(string.find("abc", "(", 1, true), pcall(string.find, "abc", "("))
local n = 0
local function stack() n = n + 1; return stack() + 1 end
local ok2, msg = pcall(stack)
print("stack overflow caught", ok2, n > 1000, msg:match("stack overflow") ~= nil)
error("uncaught at the end")
