# A prescreening test entry that hangs on its second message, once: the relay stops it after its
# reply timeout, and the restarted entry (finding hung-once) answers.
printf 'you> '
n=0
while read -r line; do
    n=$((n + 1))
    if [ "$n" -eq 2 ] && [ ! -e hung-once ]; then touch hung-once; sleep 600; fi
    echo "fine, thanks"
    printf 'you> '
done
