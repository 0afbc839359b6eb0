/* Weak references nothing defines: a call guarded by the function's own
   address (the branch condition is a constant expression, icmp ne @maybe,
   null), the address of a weak variable, and a weak function pointer in
   data. The symbols must be declared .weak, so that the program links and
   their addresses are 0. */
#include <stdio.h>

extern int maybe(int) __attribute__((weak));
extern int maybe_var __attribute__((weak));
static int (*const hook)(int) = maybe;

static int twice(int x) { return 2 * x; }

int main(void) {
    int check = 0;
    int r = 5;
    if (maybe)
        r = maybe(r);
    printf("maybe %s: %d\n", maybe ? "defined" : "undefined", r);
    printf("maybe_var %s\n", &maybe_var ? "defined" : "undefined");
    if (&maybe_var)
        r += maybe_var;
    int (*f)(int) = hook ? hook : twice;
    printf("hook %s: %d\n", hook ? "defined" : "undefined", f(r));
    check += (r != 5) + (f(r) != 10);
    return check & 0x7f;
}
