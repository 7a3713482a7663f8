/* Recurses without end: must crash (stack overflow), not hang. */
#include <stdio.h>
static int down(int n) {
	volatile char pad[1024];
	pad[0] = (char)n;
	return down(n + 1) + pad[0];
}
int main(void) {
	printf("%d\n", down(0));
}
