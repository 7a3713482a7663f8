# The Go judge's compiler (17.6): a real build through the judge's session,
# then the compile stays open, so that its objects exist while the other
# judge's C compile tries to read them. The judge ends it.
go build -trimpath -o "$2" "$1" || exit 1
sleep 300
