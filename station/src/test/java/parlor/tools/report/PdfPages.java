package parlor.tools.report;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The pages of a PDF as Chromium prints it, without a PDF library: Chromium (Skia) writes its
 * objects plainly, not in compressed object streams, so each page's {@code /Type /Page} and the page
 * tree's {@code /Count} can be read as text. Both are counted, and must agree.
 */
final class PdfPages {

    private static final Pattern PAGE = Pattern.compile("/Type\\s*/Page(?![A-Za-z])");
    private static final Pattern COUNT = Pattern.compile("/Count\\s+(\\d+)");

    private PdfPages() {}

    static int count(byte[] pdf) {
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        if (!text.startsWith("%PDF-")) {
            throw new AssertionError("not a PDF");
        }
        if (text.contains("/ObjStm")) {
            throw new AssertionError(
                    "this PDF keeps objects in compressed streams: its pages cannot be counted as text");
        }
        int pages = (int) PAGE.matcher(text).results().count();
        // the root of the page tree counts every page; inner nodes count fewer
        List<Integer> counts = COUNT.matcher(text)
                .results()
                .map(m -> Integer.parseInt(m.group(1)))
                .toList();
        int root = counts.stream().mapToInt(Integer::intValue).max().orElse(0);
        if (root != pages) {
            throw new AssertionError(
                    "the page tree counts " + root + " pages, but " + pages + " pages are in the file");
        }
        return pages;
    }
}
