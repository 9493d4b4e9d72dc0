#!/usr/bin/env bash
# Runs a Parlor command from an installed release: sourced by bin/parlor-*, not run.
# The caller sets PARLOR_HOME (the release's folder) and has `set -euo pipefail`.
#
# Environment it reads:
#   JAVA_HOME, PARLOR_JVM_DIR  where to look for Java 21+ if the release has no runtime/ of its own (see java.sh)
#   PARLOR_JVM_OPTS            extra JVM options, split on blanks
#   PARLOR_AOT_OUTPUT          (bin/package's training run) write the AOT cache there at exit instead of using one
#   XDG_CACHE_HOME             where the class-data archive and native libraries go (default ~/.cache)

# shellcheck source=java.sh
. "$PARLOR_HOME/lib/java.sh"
# the release's own Java (bin/package puts a jlink image there), before any other
PARLOR_RUNTIME=$PARLOR_HOME/runtime

# run_release CLASS [--aot NAME] ARGS...: replace this shell with the JVM running CLASS from the release's jar;
# with --aot, started from an AOT cache: lib/NAME.aot if the release ships one for its runtime, else the user's.
run_release() {
    local class=$1 name=$1 aot=''
    shift
    if [[ ${1:-} == --aot ]]; then
        name=$2
        aot=aot
        shift 2
    fi
    find_java
    local version cache jvm_opts=()
    version=$(cat "$PARLOR_HOME/VERSION")
    # a writable place of the user's own: jSerialComm and pty4j unpack native libraries into the temp folder,
    # and the JVM keeps its class-data archive (faster starts after the first) there
    cache=${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/parlor/$version-java$PARLOR_JAVA_VERSION
    mkdir -p -- "$cache/tmp" 2>/dev/null || cache=$(mktemp -d "${TMPDIR:-/tmp}/parlor.XXXXXX")
    mkdir -p -- "$cache/tmp"
    read -r -a jvm_opts <<<"${PARLOR_JVM_OPTS:-}"
    if [[ -n ${PARLOR_AOT_OUTPUT:-} ]]; then
        PARLOR_SHARING=(-Xlog:aot=off -Xlog:cds=off -XX:AOTCacheOutput="$PARLOR_AOT_OUTPUT")
    elif [[ $JAVA_HOME == "$PARLOR_RUNTIME" ]]; then
        parlor_sharing "$cache" "$name" "$PARLOR_HOME/lib/parlor.jar" "$aot" "$PARLOR_HOME/lib/$name.aot"
    else
        parlor_sharing "$cache" "$name" "$PARLOR_HOME/lib/parlor.jar" "$aot"
    fi
    exec "$JAVA" --enable-native-access=ALL-UNNAMED -Djava.io.tmpdir="$cache/tmp" "${PARLOR_SHARING[@]}" \
        ${jvm_opts[@]+"${jvm_opts[@]}"} -cp "$PARLOR_HOME/lib/parlor.jar" "$class" "$@"
}
