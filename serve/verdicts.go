package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/slidejudge/slidejudge/verdict"
)

// The arena's verdict colours and words come from the verdict table, served
// as a stylesheet and a script beside the static files, never copied there.
var (
	verdictsCSS = verdictStyles()
	verdictsJS  = verdictScript()
)

// verdictStyles is one CSS class a verdict, v-AC and so on.
func verdictStyles() []byte {
	var b strings.Builder
	b.WriteString("/* The verdict table's colours (package verdict). */\n")
	for _, r := range verdict.All() {
		fmt.Fprintf(&b, ".v-%s { color: %s;", r.Verdict, r.Web)
		if r.WebBack != "" {
			fmt.Fprintf(&b, " background: %s;", r.WebBack)
		}
		b.WriteString(" }\n")
	}
	return []byte(b.String())
}

// verdictScript defines verdictWords, each verdict in words, for arena.js.
func verdictScript() []byte {
	words := map[verdict.Verdict]string{}
	for _, r := range verdict.All() {
		words[r.Verdict] = r.Word
	}
	js, _ := json.Marshal(words) // a map of strings always marshals
	return []byte("// The verdict table's words (package verdict).\n\"use strict\";\nconst verdictWords = " + string(js) + ";\n")
}

func serveBytes(contentType string, body []byte) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Write(body)
	}
}
