# A prescreening test entry that answers twice, then exits with status 3 on every message after:
# the count is kept in a file, so a restarted entry, asked the third message again, dies again.
count="$1"
printf 'you> '
while read -r line; do
    n=$(cat "$count" 2>/dev/null || echo 0)
    if [ "$n" -ge 2 ]; then
        echo "half a reply"
        exit 3
    fi
    echo $((n + 1)) > "$count"
    echo "I like turnips."
    printf 'you> '
done
