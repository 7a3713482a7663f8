// A C submission that pastes a file into its binary at compile time: here
// another judge's compiled Go objects; the test names the file (17.6).
__asm__(".incbin \"OBJECT\"");
int main(void) { return 0; }
