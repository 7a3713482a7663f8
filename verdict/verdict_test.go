package verdict

import "testing"

// The table's columns that name things must name each once: a folder or a
// verdict twice would make ByFolder or Of pick one silently.
func TestTableNamesEachOnce(t *testing.T) {
	verdicts, folders := map[Verdict]bool{}, map[string]bool{}
	exits := map[[3]int]Verdict{}
	for _, r := range All() {
		if r.Verdict == "" || r.Word == "" || r.Web == "" || len(r.Terminal) == 0 {
			t.Errorf("%q: a column is empty: %+v", r.Verdict, r)
		}
		if verdicts[r.Verdict] {
			t.Errorf("%s: twice in the table", r.Verdict)
		}
		verdicts[r.Verdict] = true
		if r.Folder != "" {
			if folders[r.Folder] {
				t.Errorf("%s: folder %s names another verdict too", r.Verdict, r.Folder)
			}
			folders[r.Folder] = true
			if v, ok := ByFolder(r.Folder); !ok || v != r.Verdict {
				t.Errorf("ByFolder(%s) = %s, %v; want %s", r.Folder, v, ok, r.Verdict)
			}
		}
		if r.Checker {
			key := [3]int{r.Exit, r.TestlibExit, r.KattisExit}
			if other, ok := exits[key]; ok {
				t.Errorf("%s and %s exit alike", r.Verdict, other)
			}
			exits[key] = r.Verdict
		}
	}
	for _, v := range []Verdict{AC, WA, TLE, MLE, RE, OLE, CE, JE} {
		if !v.Known() || Of(v).Verdict != v {
			t.Errorf("%s: not in the table", v)
		}
	}
	if _, ok := ByFolder(""); ok {
		t.Error(`ByFolder("") found a verdict`)
	}
}

func TestUnknownReadsAsJudgeError(t *testing.T) {
	if v := Verdict("XYZ"); v.Known() || Of(v).Verdict != JE || v.Word() != "judge error" {
		t.Errorf("XYZ: known %v, row %s, word %q", v.Known(), Of(v).Verdict, v.Word())
	}
	if got := Rejections(); len(got) != 6 || got[0] != WA || got[5] != JE {
		t.Errorf("Rejections() = %v", got)
	}
}
