package parlor.transcripts.seal;

/** How far a sealed file had come: its line count and its last line's chain value ({@code ""} if unsealed or empty). */
public record Extent(int lines, String last) {}
