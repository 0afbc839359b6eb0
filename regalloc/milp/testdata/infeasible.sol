Infeasible - objective value 3.00000000
      0 x                      1                       0
**       1 y                      2                       0
