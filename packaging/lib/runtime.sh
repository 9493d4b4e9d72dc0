#!/usr/bin/env bash
# The release's own Java and its trained start: sourced by bin/package after find_java --jdk, not run.

# runtime_arch: print the release's architecture as TARBALL:DEBIAN (x64:amd64, arm64:arm64), that of
# the JDK found, since jlink links a runtime for the machine its JDK was built for.
runtime_arch() {
    local os_arch
    os_arch=$(sed -n 's/^OS_ARCH="\(.*\)"/\1/p' "$JAVA_HOME/release")
    case $os_arch in
        x86_64 | amd64) echo x64:amd64 ;;
        aarch64 | arm64) echo arm64:arm64 ;;
        *) parlor_die "bin/package: the JDK at $JAVA_HOME is for '$os_arch'; Parlor's release is made for x86_64 or aarch64" ;;
    esac
}

# link_runtime RELEASE: RELEASE/runtime, a Java runtime of only the modules the jar uses (jdeps),
# with the JDK's class-data archive for the relay's and the tools' start (not the one for heaps over 32 GB).
# The modules are left uncompressed: the packages are compressed anyway, and classes load faster.
link_runtime() {
    local release=$1 modules
    modules=$("$JAVA_HOME/bin/jdeps" --print-module-deps --ignore-missing-deps \
        --multi-release "$PARLOR_JAVA_VERSION" "$release/lib/parlor.jar") ||
        parlor_die "bin/package: jdeps could not read $release/lib/parlor.jar"
    "$JAVA_HOME/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
        --generate-cds-archive --output "$release/runtime" >/dev/null ||
        parlor_die "bin/package: jlink could not make the runtime (modules: $modules)"
    rm -f -- "$release/runtime/lib/server/classes_nocoops.jsa"
}

# train_station RELEASE WORK: RELEASE/lib/station-demo.aot and station.aot, the AOT caches the
# station starts from (JDK 25+), each made by a training run of the release's own parlor-station in
# a terminal (tmux) up to its first prompt: --demo (the relay's classes too), and --connect to a relay.
train_station() {
    local release=$1 work=$2 port
    if ((PARLOR_JAVA_VERSION < 25)); then
        echo "bin/package: Java $PARLOR_JAVA_VERSION has no AOT cache (25 has): the station makes a class-data archive on its first run" >&2
        return 0
    fi
    if ! command -v tmux >/dev/null; then
        echo "bin/package: no tmux, so no trained start: the station makes its AOT cache on its first run" >&2
        return 0
    fi
    train_run "$release" "$work" station-demo --demo --demo-dir "$work/train/demo"
    port=$((20000 + RANDOM % 12000)) # below the ephemeral ports (32768-)
    mkdir -p "$work/train"
    printf '%s\n' "name: Training" "listen: 127.0.0.1:$port" "terminals:" "  T1: { entity: E1 }" \
        "entities:" "  E1: { demo: true }" >"$work/train/contest.yaml"
    HOME=$work/train "$release/bin/parlor-relay" --contest "$work/train/contest.yaml" --no-console \
        --logs "$work/train/relay-logs" --transcripts "$work/train/transcripts" >"$work/train/relay.out" 2>&1 &
    local relay=$! deadline=$((SECONDS + 60))
    until (: <"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
        if ! kill -0 "$relay" 2>/dev/null || ((SECONDS > deadline)); then
            parlor_die "bin/package: the training relay did not start: $(cat "$work/train/relay.out")"
        fi
        sleep 0.1
    done
    train_run "$release" "$work" station --connect "127.0.0.1:$port" --terminal T1 --logs "$work/train/station-logs"
    kill "$relay" 2>/dev/null || true
    wait "$relay" 2>/dev/null || true
}

# train_run RELEASE WORK NAME ARGS...: runs parlor-station ARGS in tmux, up to its first prompt, then
# quits it (Ctrl-]); at its exit the JVM writes RELEASE/lib/NAME.aot.
train_run() {
    local release=$1 work=$2 name=$3 socket="parlor-train-$$" deadline
    shift 3
    mkdir -p "$work/train"
    rm -f -- "$work/train/$name.rc"
    tmux -L "$socket" new-session -d -s train -x 80 -y 24 \
        "HOME=$work/train PARLOR_AOT_OUTPUT=$release/lib/$name.aot $release/bin/parlor-station $* 2>$work/train/$name.err; echo \$? >$work/train/$name.rc"
    deadline=$((SECONDS + 120))
    until tmux -L "$socket" capture-pane -p -t train 2>/dev/null | head -n 1 | grep -q '^>'; do
        if ((SECONDS > deadline)) || [[ -f $work/train/$name.rc ]]; then
            tmux -L "$socket" kill-server 2>/dev/null || true
            parlor_die "bin/package: the training run (parlor-station $*) never showed its first prompt" \
                "$(cat "$work/train/$name.err" 2>/dev/null)"
        fi
        sleep 0.1
    done
    tmux -L "$socket" send-keys -t train C-]
    until [[ -f $work/train/$name.rc ]] || ((SECONDS > deadline)); do
        sleep 0.2
    done
    tmux -L "$socket" kill-server 2>/dev/null || true
    [[ -s $release/lib/$name.aot ]] || parlor_die "bin/package: the training run (parlor-station $*) made no AOT cache" \
        "$(cat "$work/train/$name.err" 2>/dev/null)"
}
