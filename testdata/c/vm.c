/* vm.c - a small stack-based bytecode interpreter.
 *
 * A switch-dispatch loop over a byte array with a value stack, local
 * variable slots, conditional jumps and call/return.  Runs a few programs:
 * iterative factorial mod p, prime counting by trial division, recursive
 * fibonacci through CALL/RET, and a gcd table.
 */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

static volatile int32_t vparam = 0;

enum op {
    OP_HALT, OP_PUSH, OP_POP, OP_DUP, OP_SWAP, OP_OVER,
    OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_NEG,
    OP_AND, OP_OR, OP_XOR, OP_SHL, OP_SHR,
    OP_LT, OP_LE, OP_EQ, OP_NOT,
    OP_JMP, OP_JZ, OP_JNZ,
    OP_LOAD, OP_STORE, OP_INC,
    OP_CALL, OP_RET, OP_ARG,
    OP_PRINT, OP_OUT
};

#define STACK_MAX 256
#define CALL_MAX 64

struct frame {
    int32_t ret_pc;
    int32_t base;   /* stack index of first argument */
};

struct vm {
    int64_t stack[STACK_MAX];
    int64_t locals[16];
    struct frame frames[CALL_MAX];
    int32_t sp, fp;
    uint64_t steps;
    uint32_t out_hash;
    int32_t out_count;
};

static int32_t fetch32(const uint8_t *code, int32_t pc)
{
    uint32_t v = (uint32_t)code[pc] | (uint32_t)code[pc + 1] << 8 |
                 (uint32_t)code[pc + 2] << 16 | (uint32_t)code[pc + 3] << 24;
    return (int32_t)v;
}

/* Returns the value on top of the stack at HALT, or a negative error. */
static int64_t run(struct vm *m, const uint8_t *code, int32_t len)
{
    int32_t pc = 0;
    int64_t a, b;
    m->sp = 0;
    m->fp = 0;
    for (;;) {
        uint8_t op;
        if (pc < 0 || pc >= len)
            return -1000;
        op = code[pc++];
        m->steps++;
        switch (op) {
        case OP_HALT:
            return m->sp > 0 ? m->stack[m->sp - 1] : 0;
        case OP_PUSH:
            m->stack[m->sp++] = fetch32(code, pc);
            pc += 4;
            break;
        case OP_POP:
            m->sp--;
            break;
        case OP_DUP:
            m->stack[m->sp] = m->stack[m->sp - 1];
            m->sp++;
            break;
        case OP_SWAP:
            a = m->stack[m->sp - 1];
            m->stack[m->sp - 1] = m->stack[m->sp - 2];
            m->stack[m->sp - 2] = a;
            break;
        case OP_OVER:
            m->stack[m->sp] = m->stack[m->sp - 2];
            m->sp++;
            break;
        case OP_ADD: case OP_SUB: case OP_MUL: case OP_DIV: case OP_MOD:
        case OP_AND: case OP_OR: case OP_XOR: case OP_SHL: case OP_SHR:
        case OP_LT: case OP_LE: case OP_EQ:
            b = m->stack[--m->sp];
            a = m->stack[m->sp - 1];
            switch (op) {
            case OP_ADD: a = (int64_t)((uint64_t)a + (uint64_t)b); break;
            case OP_SUB: a = (int64_t)((uint64_t)a - (uint64_t)b); break;
            case OP_MUL: a = (int64_t)((uint64_t)a * (uint64_t)b); break;
            case OP_DIV:
                if (b == 0)
                    return -1001;
                a = a / b;
                break;
            case OP_MOD:
                if (b == 0)
                    return -1002;
                a = a % b;
                break;
            case OP_AND: a &= b; break;
            case OP_OR: a |= b; break;
            case OP_XOR: a ^= b; break;
            case OP_SHL: a = (int64_t)((uint64_t)a << (b & 63)); break;
            case OP_SHR: a = a >> (b & 63); break;
            case OP_LT: a = a < b; break;
            case OP_LE: a = a <= b; break;
            default: a = a == b; break;
            }
            m->stack[m->sp - 1] = a;
            break;
        case OP_NEG:
            m->stack[m->sp - 1] = (int64_t)(0u - (uint64_t)m->stack[m->sp - 1]);
            break;
        case OP_NOT:
            m->stack[m->sp - 1] = !m->stack[m->sp - 1];
            break;
        case OP_JMP:
            pc = fetch32(code, pc);
            break;
        case OP_JZ:
            a = m->stack[--m->sp];
            pc = a == 0 ? fetch32(code, pc) : pc + 4;
            break;
        case OP_JNZ:
            a = m->stack[--m->sp];
            pc = a != 0 ? fetch32(code, pc) : pc + 4;
            break;
        case OP_LOAD:
            m->stack[m->sp++] = m->locals[code[pc++] & 15];
            break;
        case OP_STORE:
            m->locals[code[pc++] & 15] = m->stack[--m->sp];
            break;
        case OP_INC:
            m->locals[code[pc] & 15] += (int8_t)code[pc + 1];
            pc += 2;
            break;
        case OP_CALL: /* CALL addr nargs */
            if (m->fp >= CALL_MAX)
                return -1003;
            m->frames[m->fp].ret_pc = pc + 5;
            m->frames[m->fp].base = m->sp - code[pc + 4];
            m->fp++;
            pc = fetch32(code, pc);
            break;
        case OP_ARG: /* push argument k of the current frame */
            m->stack[m->sp] = m->stack[m->frames[m->fp - 1].base + code[pc++]];
            m->sp++;
            break;
        case OP_RET: /* result on top; drop the arguments */
            a = m->stack[m->sp - 1];
            m->fp--;
            m->sp = m->frames[m->fp].base;
            m->stack[m->sp++] = a;
            pc = m->frames[m->fp].ret_pc;
            break;
        case OP_PRINT:
            printf("  vm: %lld\n", (long long)m->stack[--m->sp]);
            break;
        case OP_OUT:
            a = m->stack[--m->sp];
            m->out_hash = (m->out_hash ^ (uint32_t)a) * 16777619u;
            m->out_count++;
            break;
        default:
            return -1004;
        }
        if (m->sp < 0 || m->sp >= STACK_MAX - 2)
            return -1005;
    }
}

/* A tiny assembler with label patching. */
struct asm_buf {
    uint8_t code[1024];
    int32_t len;
    int32_t labels[32];
    int32_t fix_at[64];
    int32_t fix_label[64];
    int32_t nfix;
};

static void emit8(struct asm_buf *a, int32_t b) { a->code[a->len++] = (uint8_t)b; }

static void emit32(struct asm_buf *a, int32_t v)
{
    uint32_t u = (uint32_t)v;
    emit8(a, (int32_t)(u & 0xffu));
    emit8(a, (int32_t)((u >> 8) & 0xffu));
    emit8(a, (int32_t)((u >> 16) & 0xffu));
    emit8(a, (int32_t)(u >> 24));
}

static void op(struct asm_buf *a, int32_t o) { emit8(a, o); }
static void push(struct asm_buf *a, int32_t v) { emit8(a, OP_PUSH); emit32(a, v); }
static void label(struct asm_buf *a, int32_t l) { a->labels[l] = a->len; }

static void jump(struct asm_buf *a, int32_t o, int32_t l)
{
    emit8(a, o);
    a->fix_at[a->nfix] = a->len;
    a->fix_label[a->nfix++] = l;
    emit32(a, 0);
}

static void call(struct asm_buf *a, int32_t l, int32_t nargs)
{
    jump(a, OP_CALL, l);
    emit8(a, nargs);
}

static void op1(struct asm_buf *a, int32_t o, int32_t x) { emit8(a, o); emit8(a, x); }

static void finish(struct asm_buf *a)
{
    int32_t i;
    for (i = 0; i < a->nfix; i++) {
        int32_t at = a->fix_at[i], save = a->len;
        a->len = at;
        emit32(a, a->labels[a->fix_label[i]]);
        a->len = save;
    }
}

static void reset(struct asm_buf *a) { a->len = 0; a->nfix = 0; }

static uint32_t check;

static void run_and_report(const char *name, struct asm_buf *a)
{
    struct vm m;
    int64_t r;
    int i;
    for (i = 0; i < 16; i++)
        m.locals[i] = 0;
    m.steps = 0;
    m.out_hash = 2166136261u;
    m.out_count = 0;
    finish(a);
    printf("%s (%d bytes):\n", name, (int)a->len);
    r = run(&m, a->code, a->len);
    printf("  result=%lld steps=%llu outs=%d out_hash=%08x\n", (long long)r,
           (unsigned long long)m.steps, (int)m.out_count,
           (unsigned)m.out_hash);
    check = check * 31u + (uint32_t)r + (uint32_t)m.steps + m.out_hash;
}

int main(void)
{
    static struct asm_buf a;
    int32_t p = vparam;

    /* factorial of 1..20 mod 1000000007, printing each 5th */
    reset(&a);
    push(&a, 1); op1(&a, OP_STORE, 0);       /* acc = 1 */
    push(&a, 1 + p); op1(&a, OP_STORE, 1);   /* i = 1 */
    label(&a, 0);
    op1(&a, OP_LOAD, 0); op1(&a, OP_LOAD, 1); op(&a, OP_MUL);
    push(&a, 1000000007); op(&a, OP_MOD); op1(&a, OP_STORE, 0);
    op1(&a, OP_LOAD, 0); op(&a, OP_OUT);
    op1(&a, OP_LOAD, 1); push(&a, 5); op(&a, OP_MOD);
    jump(&a, OP_JNZ, 1);
    op1(&a, OP_LOAD, 0); op(&a, OP_PRINT);
    label(&a, 1);
    emit8(&a, OP_INC); emit8(&a, 1); emit8(&a, 1);
    op1(&a, OP_LOAD, 1); push(&a, 20); op(&a, OP_LE);
    jump(&a, OP_JNZ, 0);
    op1(&a, OP_LOAD, 0); op(&a, OP_HALT);
    run_and_report("factorial", &a);

    /* count primes below 3000 by trial division */
    reset(&a);
    push(&a, 0); op1(&a, OP_STORE, 0);       /* count */
    push(&a, 2); op1(&a, OP_STORE, 1);       /* n */
    label(&a, 0);                            /* outer */
    push(&a, 2); op1(&a, OP_STORE, 2);       /* d */
    label(&a, 1);                            /* inner: while d*d <= n */
    op1(&a, OP_LOAD, 2); op(&a, OP_DUP); op(&a, OP_MUL);
    op1(&a, OP_LOAD, 1); op(&a, OP_LE);
    jump(&a, OP_JZ, 2);                      /* -> prime */
    op1(&a, OP_LOAD, 1); op1(&a, OP_LOAD, 2); op(&a, OP_MOD);
    jump(&a, OP_JZ, 3);                      /* -> composite */
    emit8(&a, OP_INC); emit8(&a, 2); emit8(&a, 1);
    jump(&a, OP_JMP, 1);
    label(&a, 2);                            /* prime */
    emit8(&a, OP_INC); emit8(&a, 0); emit8(&a, 1);
    op1(&a, OP_LOAD, 1); op(&a, OP_OUT);
    label(&a, 3);                            /* next n */
    emit8(&a, OP_INC); emit8(&a, 1); emit8(&a, 1);
    op1(&a, OP_LOAD, 1); push(&a, 3000 + p); op(&a, OP_LT);
    jump(&a, OP_JNZ, 0);
    op1(&a, OP_LOAD, 0); op(&a, OP_HALT);
    run_and_report("primes<3000", &a);

    /* recursive fib via CALL/RET: fib(n) = n < 2 ? n : fib(n-1)+fib(n-2) */
    reset(&a);
    push(&a, 18 + p);
    call(&a, 5, 1);
    op(&a, OP_DUP); op(&a, OP_PRINT);
    op(&a, OP_HALT);
    label(&a, 5);                            /* fib */
    op1(&a, OP_ARG, 0); push(&a, 2); op(&a, OP_LT);
    jump(&a, OP_JZ, 6);
    op1(&a, OP_ARG, 0); op(&a, OP_RET);
    label(&a, 6);
    op1(&a, OP_ARG, 0); push(&a, 1); op(&a, OP_SUB); call(&a, 5, 1);
    op1(&a, OP_ARG, 0); push(&a, 2); op(&a, OP_SUB); call(&a, 5, 1);
    op(&a, OP_ADD); op(&a, OP_RET);
    run_and_report("fib(18)", &a);

    /* gcd table via Euclid with SWAP/OVER, plus bit ops */
    reset(&a);
    push(&a, 0); op1(&a, OP_STORE, 3);       /* hash-ish sum */
    push(&a, 1); op1(&a, OP_STORE, 0);       /* i */
    label(&a, 0);
    push(&a, 1); op1(&a, OP_STORE, 1);       /* j */
    label(&a, 1);
    op1(&a, OP_LOAD, 0); push(&a, 37); op(&a, OP_MUL);
    op1(&a, OP_LOAD, 1); push(&a, 11); op(&a, OP_MUL);
    label(&a, 2);                            /* gcd loop: (a b) */
    op(&a, OP_DUP); jump(&a, OP_JZ, 3);
    op(&a, OP_SWAP); op(&a, OP_OVER); op(&a, OP_MOD);
    jump(&a, OP_JMP, 2);
    label(&a, 3);
    op(&a, OP_POP);                          /* drop the 0 */
    op(&a, OP_DUP); op(&a, OP_OUT);
    op1(&a, OP_LOAD, 3); push(&a, 5); op(&a, OP_SHL); op(&a, OP_XOR);
    push(&a, 0xfffffff); op(&a, OP_AND); op1(&a, OP_STORE, 3);
    emit8(&a, OP_INC); emit8(&a, 1); emit8(&a, 1);
    op1(&a, OP_LOAD, 1); push(&a, 30); op(&a, OP_LE); jump(&a, OP_JNZ, 1);
    emit8(&a, OP_INC); emit8(&a, 0); emit8(&a, 1);
    op1(&a, OP_LOAD, 0); push(&a, 30); op(&a, OP_LE); jump(&a, OP_JNZ, 0);
    op1(&a, OP_LOAD, 3); op(&a, OP_NEG); op(&a, OP_HALT);
    run_and_report("gcd-table", &a);

    /* error path: division by zero */
    reset(&a);
    push(&a, 7); push(&a, p); op(&a, OP_DIV); op(&a, OP_HALT);
    run_and_report("div-by-zero", &a);

    printf("check = %08x\n", (unsigned)check);
    return (int)(check & 0x7fu);
}
