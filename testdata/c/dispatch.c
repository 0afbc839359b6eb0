/* A computed-goto interpreter whose handlers are also reached by direct
   jumps and fallthrough: at -O1/-O2 the targets of its indirectbr start
   with phis, and the edges from the indirect jump cannot be split for the
   phi moves (the values must already be where the phis expect them). */
#include <stdio.h>

enum { INC, DEC, DBL, ADD, LOAD, HALT };

static int run(const unsigned char *code, const int *data, int seed) {
    static const void *const tab[] = {&&op_inc, &&op_dec, &&op_dbl, &&op_add, &&op_load, &&op_halt};
    int acc = seed, pc = 0, x = 3;
    const int *p = data;
    goto *tab[code[pc++]];
op_inc:
    acc++;
op_dec:
    acc--;
    x += acc;
    if (acc > 5)
        goto op_dbl;
    goto *tab[code[pc++]];
op_dbl:
    acc *= 2;
    x ^= pc;
    goto *tab[code[pc++]];
op_add:
    acc += x;
    if (x & 1)
        goto op_inc;
    goto *tab[code[pc++]];
op_load:
    acc += *p++;
    if (acc & 4)
        goto op_dec;
    goto *tab[code[pc++]];
op_halt:
    return acc * 100 + x + (int)(p - data);
}

int main(void) {
    static const unsigned char progs[][12] = {
        {INC, INC, DBL, DEC, ADD, DBL, DEC, ADD, INC, HALT},
        {LOAD, ADD, LOAD, DBL, LOAD, DEC, ADD, LOAD, HALT},
        {ADD, ADD, DBL, LOAD, INC, LOAD, DEC, DBL, ADD, LOAD, HALT},
        {DBL, LOAD, LOAD, LOAD, ADD, INC, INC, DEC, HALT},
    };
    static const int data[] = {3, -1, 4, 1, -5, 9, 2, -6, 5, 3, 5};
    int check = 0;
    unsigned sum = 0;
    for (int i = 0; i < 4; i++) {
        for (int seed = -2; seed <= 2; seed++) {
            int r = run(progs[i], data, seed);
            printf("prog %d seed %d: %d\n", i, seed, r);
            sum = sum * 31 + (unsigned)r;
        }
    }
    printf("sum %u\n", sum);
    check = sum == 0;
    return check & 0x7f;
}
