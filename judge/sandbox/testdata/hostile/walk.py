# Looks for the judge's answer files from Python: must find nothing.
import os
import sys

for top in ["/"] + sys.argv[1:]:
    for root, dirs, files in os.walk(top):
        for f in files:
            if f.endswith(".ans"):
                try:
                    print(open(os.path.join(root, f)).read())
                except OSError:
                    pass
