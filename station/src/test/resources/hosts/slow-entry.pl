#!/usr/bin/perl
# An entry that thinks for a while before each answer (the time given as second argument), and
# notes in a file (the first argument) every message it is asked, so a test can count them.
use strict;
use warnings;
$| = 1;
my ($asked, $think) = @ARGV;
print "ready> ";
while (my $line = <STDIN>) {
    chomp $line;
    open my $log, '>>', $asked or die "cannot note: $!";
    print $log "$line\n";
    close $log;
    select(undef, undef, undef, $think);
    print "slow: $line\nready> ";
}
