package audit

import "math"

// UpperBound95 is the one-sided 95 % Clopper-Pearson upper bound on a
// failure rate when k of n independent draws failed: the p at which k or
// fewer failures have probability 5 %. With k = 0 it is 1 - 0.05^(1/n),
// about 3/n (the rule of three). It is 1 when nothing was drawn.
func UpperBound95(k, n int) float64 {
	if n <= 0 || k >= n {
		return 1
	}
	lo, hi := float64(k)/float64(n), 1.0
	for range 100 {
		mid := (lo + hi) / 2
		if binomialCDF(k, n, mid) > 0.05 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi
}

// binomialCDF is P(X <= k) for X ~ Binomial(n, p), summed in logs.
func binomialCDF(k, n int, p float64) float64 {
	if p <= 0 {
		return 1
	}
	if p >= 1 {
		return 0
	}
	lgn, _ := math.Lgamma(float64(n + 1))
	sum := 0.0
	for i := 0; i <= k; i++ {
		a, _ := math.Lgamma(float64(i + 1))
		b, _ := math.Lgamma(float64(n - i + 1))
		sum += math.Exp(lgn - a - b + float64(i)*math.Log(p) + float64(n-i)*math.Log1p(-p))
	}
	return sum
}
