// A compile that writes one class file per class: the test appends
// thousands of empty classes (17.4: a 394 KB source wrote 2.9 GB).
public class Main {
	public static void main(String[] args) {
	}
}
