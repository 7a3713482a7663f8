/* Spins on 16 threads: must end as a time limit by CPU time, before the wall clock. */
#include <pthread.h>
static void *spin(void *arg) {
	volatile unsigned long n = 0;
	for (;;) n++;
	return arg;
}
int main(void) {
	pthread_t t[16];
	for (int i = 0; i < 16; i++) pthread_create(&t[i], 0, spin, 0);
	pthread_join(t[0], 0);
}
