package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sort"
	"testing"
	"time"
)

// Figures for BENCHMARKS.md:
//
//	SLIDEJUDGE_TEST_POSTGRES=postgres://… go test ./serve -run '^$' -bench . -benchtime 50x

// BenchmarkVerdictEvent: from a test judged (the engine's callback) to its
// event read by a client of the stream, over the right program's 4 tests.
func BenchmarkVerdictEvent(b *testing.B) { onEachStore(b, verdictEvent) }

func verdictEvent(b *testing.B, a *arena) {
	src := referenceSource(b)
	var lat []time.Duration
	for b.Loop() {
		resp, v := a.post(b, "", submitRequest{Problem: "eight", Language: "go", Source: src})
		if resp.StatusCode != http.StatusAccepted {
			b.Fatalf("POST: %s %v", resp.Status, v)
		}
		events := followEvents(b, eventsURL(a.ts.URL, idOf(b, v)), "")
		for _, e := range events {
			if e.Name != "test" {
				continue
			}
			var te testEvent
			if err := json.Unmarshal([]byte(e.Data), &te); err != nil {
				b.Fatal(err)
			}
			// Tests judged before the stream opened come from the store, not
			// live: they say nothing of the event's latency.
			if judged := time.UnixMicro(te.JudgedUS); judged.After(events[0].At) {
				lat = append(lat, e.At.Sub(judged))
			}
		}
	}
	reportPercentiles(b, lat)
}

// BenchmarkStatusRead: GET /api/submissions/{id} of a judged submission.
func BenchmarkStatusRead(b *testing.B) { onEachStore(b, statusRead) }

func statusRead(b *testing.B, a *arena) {
	resp, v := a.post(b, "", submitRequest{Problem: "eight", Language: "go", Source: referenceSource(b)})
	if resp.StatusCode != http.StatusAccepted {
		b.Fatalf("POST: %s %v", resp.Status, v)
	}
	id := idOf(b, v)
	followEvents(b, eventsURL(a.ts.URL, id), "")
	timeGets(b, a, fmt.Sprintf("/api/submissions/%d", id))
}

// BenchmarkProblemPage: the statement page with its form, rendered.
func BenchmarkProblemPage(b *testing.B) {
	onEachStore(b, func(b *testing.B, a *arena) { timeGets(b, a, "/problems/eight") })
}

// onEachStore runs a benchmark on an arena over each database.
func onEachStore(b *testing.B, bench func(*testing.B, *arena)) {
	for name, dsn := range dsns(b) {
		b.Run(name, func(b *testing.B) {
			bench(b, newArena(b, openStore(b, dsn), Config{Open: true, Burst: 1 << 20, QueueSize: 1 << 10}, true))
		})
	}
}

func timeGets(b *testing.B, a *arena, path string) {
	var lat []time.Duration
	for b.Loop() {
		start := time.Now()
		resp, err := a.ts.Client().Get(a.ts.URL + path)
		if err != nil {
			b.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		lat = append(lat, time.Since(start))
		if resp.StatusCode != 200 {
			b.Fatalf("GET %s: %s", path, resp.Status)
		}
	}
	reportPercentiles(b, lat)
}

func reportPercentiles(b *testing.B, lat []time.Duration) {
	if len(lat) == 0 {
		return
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(lat[len(lat)/2]), "p50-ms")
	b.ReportMetric(ms(lat[len(lat)*99/100]), "p99-ms")
	b.ReportMetric(ms(lat[len(lat)-1]), "max-ms")
}
