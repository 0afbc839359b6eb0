/* Computed goto (indirectbr, blockaddress in code and in a static table)
   as interpreters use it for dispatch, and dense switches that become jump
   tables next to sparse ones that stay compare chains. */
#include <stdio.h>

enum { PUSH, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, PRINT, HALT };

static int run(const int *code, long *out) {
  static void *const table[] = {&&op_push, &&op_add, &&op_sub, &&op_mul, &&op_dup,
                                &&op_swap, &&op_jnz, &&op_dec, &&op_print, &&op_halt};
  long stack[64];
  int sp = 0, pc = 0, printed = 0;
#define NEXT goto *table[code[pc++]]
  NEXT;
op_push:
  stack[sp++] = code[pc++];
  NEXT;
op_add:
  sp--;
  stack[sp - 1] += stack[sp];
  NEXT;
op_sub:
  sp--;
  stack[sp - 1] -= stack[sp];
  NEXT;
op_mul:
  sp--;
  stack[sp - 1] *= stack[sp];
  NEXT;
op_dup:
  stack[sp] = stack[sp - 1];
  sp++;
  NEXT;
op_swap: {
  long t = stack[sp - 1];
  stack[sp - 1] = stack[sp - 2];
  stack[sp - 2] = t;
  NEXT;
}
op_jnz:
  if (stack[sp - 1] != 0) {
    pc = code[pc];
    NEXT;
  }
  pc++;
  NEXT;
op_dec:
  stack[sp - 1]--;
  NEXT;
op_print:
  out[printed++] = stack[sp - 1];
  NEXT;
op_halt:
  return printed;
}

/* Dispatch through a table of label differences (relative to one label),
   as some interpreters do to keep the table position independent. */
static int run_rel(const unsigned char *code) {
  static const int offs[] = {&&r0 - &&r0, &&r1 - &&r0, &&r2 - &&r0, &&r3 - &&r0};
  int acc = 0, pc = 0;
  goto *(&&r0 + offs[code[pc++]]);
r0:
  acc += 1;
  goto *(&&r0 + offs[code[pc++]]);
r1:
  acc *= 3;
  goto *(&&r0 + offs[code[pc++]]);
r2:
  acc -= 2;
  goto *(&&r0 + offs[code[pc++]]);
r3:
  return acc;
}

/* A local label address flowing through a variable and a phi. */
static int pick(int n) {
  void *where = n > 2 ? &&big : &&small;
  int acc = n;
  for (int i = 0; i < n; i++) {
    acc = acc * 3 + i;
    if (acc > 1000)
      where = &&huge;
  }
  goto *where;
small:
  return acc + 1;
big:
  return acc + 2;
huge:
  return acc % 97;
}

static const char *dense(int x) {
  switch (x) {
  case 0: return "zero";
  case 1: return "one";
  case 2: return "two";
  case 3: return "three";
  case 5: return "five";
  case 6: return "six";
  case 7: return "seven";
  case 9: return "nine";
  default: return "other";
  }
}

static int dense_calc(unsigned x, int y) {
  int r;
  switch (x) {
  case 10: r = y + 1; break;
  case 11: r = y * 2; break;
  case 12: r = y - 7; break;
  case 13: r = y ^ 0x55; break;
  case 14: r = y << 2; break;
  case 15: r = y / 3; break;
  case 17: r = -y; break;
  case 18: r = y & 0xf0; break;
  default: r = 0;
  }
  return r;
}

static int sparse(long long x) {
  switch (x) {
  case -100000: return 1;
  case 7: return 2;
  case 1000: return 3;
  case 123456789012LL: return 4;
  default: return 5;
  }
}

/* Dense runs among sparse values: a binary search over jump tables and
   single cases. */
__attribute__((noinline)) static int clustered(int x) {
  switch (x) {
  case -50: return 1;
  case 0: return 2;
  case 1: return 3;
  case 2: return 5;
  case 3: return 7;
  case 4: return 11;
  case 6: return 13;
  case 7: return 17;
  case 100: return 19;
  case 200: return 23;
  case 1000: return 29;
  case 1001: return 31;
  case 1002: return 37;
  case 1004: return 41;
  case 1005: return 43;
  case 7777: return 47;
  case 100000: return 53;
  case 100001: return 59;
  case 100003: return 61;
  case 100004: return 67;
  case 2000000000: return 71;
  default: return -1;
  }
}

static int negative_dense(signed char c) {
  switch (c) {
  case -3: return 30;
  case -2: return 20;
  case -1: return 10;
  case 0: return 0;
  case 1: return 11;
  case 2: return 22;
  default: return 99;
  }
}

int main(void) {
  /* 5! with a loop, then 7*6-2 */
  int prog[] = {PUSH, 5, PUSH, 1, SWAP, DUP, JNZ, 9, HALT,
                /* 9: acc n */ SWAP, PUSH, 0, ADD, SWAP, DUP, PRINT, SWAP, SWAP,
                /* acc n: acc*=n; n-- */ DUP, PUSH, 0, SWAP, SUB, PUSH, 0, SWAP, SUB, SWAP, HALT};
  (void)prog;
  int prog2[] = {PUSH, 7, PUSH, 6, MUL, PUSH, 2, SUB, PRINT, PUSH, 3, DEC, PRINT, DEC, PRINT, HALT};
  int prog3[] = {PUSH, 4, PRINT, DEC, DUP, JNZ, 2, HALT};
  long out[32];
  int n = run(prog2, out);
  for (int i = 0; i < n; i++)
    printf("%ld ", out[i]);
  printf("| ");
  n = run(prog3, out);
  for (int i = 0; i < n; i++)
    printf("%ld ", out[i]);
  printf("\n");
  unsigned char rel[] = {0, 0, 1, 2, 1, 0, 1, 3};
  printf("rel %d\n", run_rel(rel));
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += pick(i);
  printf("pick %d\n", s);
  for (int i = -2; i < 12; i++)
    printf("%s ", dense(i));
  printf("\n");
  int t = 0;
  for (unsigned i = 8; i < 21; i++)
    t = t * 7 + dense_calc(i, (int)i * 13);
  printf("calc %d\n", t);
  printf("sparse %d %d %d %d %d\n", sparse(-100000), sparse(7), sparse(1000), sparse(123456789012LL), sparse(8));
  for (int i = -5; i < 5; i++)
    t += negative_dense((signed char)i) * i;
  printf("neg %d\n", t);
  static const int probes[] = {-51, -50, -49, 0, 1, 5, 7, 8, 99, 100, 101, 200, 999, 1000, 1003, 1005, 1006,
                               7777, 99999, 100000, 100002, 100004, 100005, 2000000000, -2000000000};
  for (unsigned i = 0; i < sizeof probes / sizeof probes[0]; i++)
    t = t * 3 + clustered(probes[i]);
  printf("clustered %d\n", t);
  return t & 0x7f;
}
