/* Spins forever: must end as a time limit. */
int main(void) {
	volatile unsigned long n = 0;
	for (;;) n++;
}
