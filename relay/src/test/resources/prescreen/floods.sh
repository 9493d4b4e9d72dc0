# A prescreening test entry that answers its first message with 5,000 lines, then like anyone else.
printf 'you> '
n=0
while read -r line; do
    n=$((n + 1))
    if [ "$n" -eq 1 ]; then seq 1 5000; else echo "sorry about that"; fi
    printf 'you> '
done
