import Testing
import WheelPNG
import WheelSlice

@testable import LuckyWheelCLI

/// Each command's default level is its library's default, read back through the mapping, so
/// the two cannot drift apart.
@Suite struct CompressionLevelTests {
    @Test(arguments: CompressionLevel.allCases)
    func eachLevelMapsToSettingsAndBack(level: CompressionLevel) {
        #expect(CompressionLevel(level.frames) == level)
        #expect(CompressionLevel(level.slice) == level)
    }

    @Test func theDefaultsAreTheLibrarys() {
        #expect(RenderCommand.compression.defaultValue.frames == FrameCompression.standard)
        #expect(SliceCommand.compression.defaultValue.slice == SliceOptions().compression)
        #expect(SliceCommand.layout.defaultValue == SliceOptions().layout)
    }
}
