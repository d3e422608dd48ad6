import TestSupport
import Testing

@testable import WheelPNG

/// `luckywheel info /dev/zero` read until memory ran out (1.1 GB in 4 s): a device or pipe
/// has no end of file. Reading now stops once the first eight bytes are not the PNG signature.
@Suite struct EndlessInputRegressionTests {
    @Test func anEndlessDeviceIsReadOnlyUntilItCannotBeAPNG() throws {
        let bytes = try PNGDecoder.readFile(atPath: "/dev/zero")
        #expect(bytes.count >= 8)
        #expect(bytes.count <= 1 << 16)
        #expect(throws: PNGError.notPNG(file: "/dev/zero", leadingBytes: [0, 0, 0, 0, 0, 0, 0, 0])) {
            try PNGDecoder().decode(contentsOfFile: "/dev/zero")
        }
    }
}
