package parlor.relay.link;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xffff): the compact form's check. */
final class Crc16 {

    private static final int[] TABLE = new int[256];

    static {
        for (int i = 0; i < 256; i++) {
            int crc = i << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
            TABLE[i] = crc & 0xffff;
        }
    }

    private int crc = 0xffff;

    Crc16 update(byte b) {
        crc = ((crc << 8) ^ TABLE[((crc >>> 8) ^ b) & 0xff]) & 0xffff;
        return this;
    }

    Crc16 update(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            update(bytes[i]);
        }
        return this;
    }

    Crc16 updateLong(long value) {
        for (int shift = 56; shift >= 0; shift -= 8) {
            update((byte) (value >>> shift));
        }
        return this;
    }

    int value() {
        return crc;
    }
}
