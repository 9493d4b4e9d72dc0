#!/usr/bin/perl
# A keystroke-mode entry, as 1990s entries were: it reads the judge's keys one byte at a time as
# they are typed (logging each to the file given as argument), applies backspaces itself, and
# answers when the judge's message ends with two line ends.
use strict;
use warnings;
$| = 1;
binmode STDIN;
my ($log) = @ARGV;
my $buffer = '';
while (sysread(STDIN, my $c, 1)) {
    open my $out, '>>', $log or die "cannot log: $!";
    print $out $c;
    close $out;
    if ($c eq "\n" && $buffer =~ /\n\z/) {
        (my $message = $buffer) =~ s/\n+\z//;
        1 while $message =~ s/[^\x08\n]\x08//;
        $message =~ s/\n/ /g;
        print "you typed: $message\n";
        $buffer = '';
    } else {
        $buffer .= $c;
    }
}
