import TestSupport
import Testing

@testable import WheelSlice

@Suite struct SlicePartitionTests {
    @Test func divisibleWidthGivesEqualSlices() throws {
        let partition = try SlicePartition(widthInPoints: 480, segments: 12)
        #expect(partition.isEqual)
        #expect(partition.bordersInPoints == Array(stride(from: 0, through: 480, by: 40)))
        #expect(try partition.pixelRange(of: 11, scale: 3) == 1320..<1440)
    }

    @Test func roundingIsHalfUp() throws {
        // 10 / 4 = 2.5 per slice: borders 0, round(2.5)=3, 5, round(7.5)=8, 10.
        let partition = try SlicePartition(widthInPoints: 10, segments: 4)
        #expect(!partition.isEqual)
        #expect(partition.bordersInPoints == [0, 3, 5, 8, 10])
    }

    @Test(arguments: 2...40)
    func everyColumnIsCoveredOnceAndSlicesDifferByAtMostOnePoint(segments: Int) throws {
        for width in segments...(segments * 4 + 7) {
            let partition = try SlicePartition(widthInPoints: width, segments: segments)
            let widths = try (0..<segments).map { try partition.pointRange(of: $0).count }
            #expect(widths.reduce(0, +) == width)
            #expect(widths.min()! >= 1)
            #expect(widths.max()! - widths.min()! <= 1)
            #expect(partition.bordersInPoints.first == 0 && partition.bordersInPoints.last == width)
        }
    }

    /// Widths past about `Int.max / 720` are partitioned as narrow ones are (round(i · W / N),
    /// halves up): `2 · i · W` overflowed and stopped the process.
    @Test(arguments: [Int.max / 720 + 1, Int.max / 2, Int.max - 1, Int.max])
    func widthsUpToIntMaxArePartitioned(width: Int) throws {
        for segments in [2, 12, 7, 360] {
            let partition = try SlicePartition(widthInPoints: width, segments: segments)
            #expect(partition.bordersInPoints.first == 0 && partition.bordersInPoints.last == width)
            let widths = try (0..<segments).map { try partition.pointRange(of: $0).count }
            #expect(widths.max()! - widths.min()! <= 1)
            #expect(partition.isEqual == (width % segments == 0))
        }
        let halves = try SlicePartition(widthInPoints: Int.max, segments: 2)
        #expect(halves.bordersInPoints == [0, Int.max / 2 + 1, Int.max])
    }

    /// Pixel borders past `Int.max` are refused with the border and the scale: those of a sheet
    /// `Int.max` points wide at 4x did not fit an `Int` and stopped the process.
    @Test func pixelBordersPastIntMaxAreRefused() throws {
        let partition = try SlicePartition(widthInPoints: Int.max, segments: 12)
        let four = try #require(SliceScale(numerator: 4, denominator: 1))
        #expect(throws: SliceError.pointsOutOfRange(points: Int.max, scale: four)) {
            try partition.bordersInPixels(scale: four)
        }
        #expect(throws: SliceError.pointsOutOfRange(points: Int.max, scale: four)) {
            try partition.pixelRange(of: 11, scale: four)
        }
        #expect(try partition.pixelRange(of: 0, scale: four) == 0..<4 * partition.bordersInPoints[1])
        #expect(try partition.bordersInPixels(scale: 1) == partition.bordersInPoints)
    }

    /// A wedge the partition does not have is refused with the index and the count: an index
    /// past the borders read outside them and stopped the process.
    @Test(arguments: [-1, 12, Int.max, Int.min])
    func wedgesOutsideThePartitionAreRefused(index: Int) throws {
        let partition = try SlicePartition(widthInPoints: 480, segments: 12)
        let refusal = SliceError.wedgeIndexOutOfRange(index: index, segments: 12)
        #expect(throws: refusal) { try partition.pointRange(of: index) }
        #expect(throws: refusal) { try partition.pixelRange(of: index, scale: 2) }
        #expect(
            SliceError.wedgeIndexOutOfRange(index: 12, segments: 12).description
                == "a sheet cut into 12 wedges has no wedge 12; give an index between 0 and 11")
    }

    @Test func scalesCutAtTheSamePlaces() throws {
        let partition = try SlicePartition(widthInPoints: 487, segments: 12)
        for index in 0..<12 {
            let one = try partition.pixelRange(of: index, scale: 1)
            for scale in 2...3 {
                let scaled = try partition.pixelRange(of: index, scale: #require(SliceScale(scale)))
                #expect(scaled.lowerBound == one.lowerBound * scale)
                #expect(scaled.upperBound == one.upperBound * scale)
            }
        }
    }

    @Test func refusals() {
        #expect(throws: SliceError.sheetTooNarrow(sheet: "s.png", widthInPoints: 11, segments: 12)) {
            try SlicePartition(widthInPoints: 11, segments: 12, sheetName: "s.png")
        }
        #expect(throws: SliceError.invalidSegmentCount(0)) {
            try SlicePartition(widthInPoints: 10, segments: 0)
        }
        #expect(throws: SliceError.invalidSegmentCount(361)) {
            try SlicePartition(widthInPoints: 1000, segments: 361)
        }
    }

    /// One wedge is no wheel: the library refuses it as the wheel does (it cut one wedge,
    /// which the wheel then refused), naming the count and the range in words.
    @Test func oneSegmentIsRefused() {
        #expect(throws: SliceError.invalidSegmentCount(1)) {
            try SlicePartition(widthInPoints: 10, segments: 1)
        }
        #expect(
            SliceError.invalidSegmentCount(1).description
                == "a sheet is cut into 2 to 360 wedges, not 1; choose a count between 2 and 360")
    }
}

@Suite struct ScreenScaleTests {
    @Test(
        arguments: [
            ("LuckyAstrology@2x.png", 2), ("dir/LuckyAstrology@3x.png", 3), ("LuckyAstrology.png", nil),
            ("icon@2x~ipad.png", 2), ("weird@x.png", nil), ("a@0x.png", nil), ("a@12x", 12),
            ("@2x.png/file.png", nil), ("wedge@1.5x.png", 1.5), ("wedge@1.5x", 1.5), ("w@4x.png", 4),
            ("w@2.0x.png", 2), ("w@.5x.png", nil), ("w@1.3x.png", 1.3), ("w@1e1x.png", nil),
            ("a@2X.png", 2), ("a@1.5X.PNG", 1.5), ("s~ipad@2x.png", 2), ("s~x.png", nil),
        ] as [(String, Double?)])
    func suffixScale(name: String, scale: Double?) {
        #expect(SliceScale.suffixScale(inFileName: name) == scale.flatMap { SliceScale(exactly: $0) })
    }

    /// Android's density folders and Flutter's variant folders say the scale of a name
    /// without a suffix; the suffix wins, and no other folder says one.
    @Test(
        arguments: [
            ("res/drawable-xxhdpi/wedge_00.png", 3), ("drawable-hdpi/w.png", 1.5),
            ("res/mipmap-night-xhdpi-v21/w.png", 2), ("drawable-mdpi/w.png", 1),
            ("drawable-xxxhdpi/w.png", 4),
            // In any case, as Android reads them: these were 1x.
            ("res/drawable-XXHDPI/w.png", 3), ("Drawable-Night-XHDPI/w.png", 2), ("drawable-480DPI/w.png", 3),
            ("res/drawable/w.png", nil), ("res/drawable-night/w.png", nil), ("layout-xxhdpi/w.png", nil),
            ("assets/wheel/3.0x/wedge_00.png", 3), ("1.5x/w.png", 1.5), ("2x/w.png", 2), ("5.0x/w.png", 5),
            ("assets/wheel/wedge_00.png", nil), ("x/w.png", nil), (".5x/w.png", nil), ("w.png", nil),
            ("drawable-xxhdpi/w@2x.png", 2), ("3.0x/s@1.5x.png", 1.5), ("drawable-xxhdpi/", nil),
        ] as [(String, Double?)])
    func pathScale(path: String, scale: Double?) {
        #expect(SliceScale.pathScale(of: path)?.scale == scale.flatMap { SliceScale(exactly: $0) })
        #expect(SliceScale.scale(ofPath: path) == scale.flatMap { SliceScale(exactly: $0) } ?? 1)
    }

    @Test func pathScaleSaysWhere() {
        #expect(SliceScale.pathScale(of: "a/s@2x.png")?.source == "its name")
        #expect(SliceScale.pathScale(of: "res/drawable-xxhdpi/s.png")?.source == "its folder drawable-xxhdpi")
        #expect(SliceScale.unreadScaleMark(inFileName: "drawable-xhdpi/s@2x-dark.png") == nil)
        // Android's densities that no screen scale is written to: read as theirs, not as 1x.
        #expect(SliceScale.pathScale(of: "res/drawable-ldpi/s.png")?.scale == 0.75)
        #expect(
            SliceScale.pathScale(of: "res/drawable-tvdpi/s.png")?.scale
                == SliceScale(numerator: 213, denominator: 160))
        // An explicit density is dots per inch over Android's 160.
        #expect(SliceScale.pathScale(of: "res/drawable-480dpi/s.png")?.scale == 3)
        #expect(SliceScale.pathScale(of: "res/mipmap-night-240dpi-v21/s.png")?.scale == 1.5)
        #expect(
            SliceScale.pathScale(of: "res/drawable-420dpi/s.png")?.scale
                == SliceScale(numerator: 21, denominator: 8))
        #expect(SliceScale.pathScale(of: "res/drawable-dpi/s.png") == nil)
        #expect(SliceScale.pathScale(of: "res/drawable-0dpi/s.png") == nil)
    }

    @Test(
        arguments: [
            ("s@2x-dark.png", "@2x-dark"), ("s@1,5x.png", "@1,5x"), ("s@2×.png", "@2×"), ("x@0x.png", "@0x"),
            ("x@2.PNG", "@2"), ("s@2x.png.png", "@2x.png"), ("d@3x/s@2x-1.png", "@2x-1"),
            ("s@2x.png", nil), ("s@5x.png", nil), ("weird@x.png", nil), ("plain.png", nil),
            ("me@home.png", nil), ("s@ 3x.png", "@ 3x"), ("s@+3x.png", "@+3x"), ("s@.5x.png", "@.5x"),
            ("s@-2x.png", "@-2x"), ("s@_2x.png", "@_2x"), ("s@-dark.png", nil), ("s@ .png", nil),
            ("s@\u{FF13}x.png", "@\u{FF13}x"), ("s@\u{0663}x.png", "@\u{0663}x"),
        ] as [(String, String?)])
    func unreadScaleMark(name: String, mark: String?) {
        #expect(SliceScale.unreadScaleMark(inFileName: name) == mark)
    }

    @Test func fileSuffix() {
        #expect(ScreenScale.sliceScales.map(\.fileSuffix) == ["", "@2x", "@3x"])
        #expect(ScreenScale.sliceScales.map(\.key) == ["1x", "2x", "3x"])
    }
}

@Suite struct SliceLayoutTests {
    @Test func flatNames() {
        #expect(SliceLayout.flat.path(index: 0, segments: 12, scale: 1, pressed: false) == "wedge-00.png")
        #expect(
            SliceLayout.flat.path(index: 7, segments: 12, scale: 2, pressed: true)
                == "wedge-07-pressed@2x.png")
        #expect(
            SliceLayout.flat.path(index: 5, segments: 120, scale: 3, pressed: false) == "wedge-005@3x.png")
    }

    @Test func catalogNames() {
        #expect(
            SliceLayout.xcassets.path(index: 3, segments: 12, scale: 3, pressed: false)
                == "Wedges.xcassets/wedge-03.imageset/wedge-03@3x.png")
        #expect(
            SliceLayout.flat.layoutFiles(segments: 12, scales: [1], pressed: true, placement: nil).isEmpty)
    }

    @Test func imageSetContentsListsEveryScaleSlot() throws {
        let files = SliceLayout.xcassets.layoutFiles(
            segments: 2, scales: [1, 2], pressed: true, placement: nil)
        #expect(
            files.map(\.path) == [
                "Wedges.xcassets/Contents.json",
                "Wedges.xcassets/wedge-00.imageset/Contents.json",
                "Wedges.xcassets/wedge-00-pressed.imageset/Contents.json",
                "Wedges.xcassets/wedge-01.imageset/Contents.json",
                "Wedges.xcassets/wedge-01-pressed.imageset/Contents.json",
            ])
        #expect(
            files[2].contents == """
                {
                  "images": [
                    {
                      "filename": "wedge-00-pressed.png",
                      "idiom": "universal",
                      "scale": "1x"
                    },
                    {
                      "filename": "wedge-00-pressed@2x.png",
                      "idiom": "universal",
                      "scale": "2x"
                    },
                    {
                      "idiom": "universal",
                      "scale": "3x"
                    }
                  ],
                  "info": {
                    "author": "luckywheel",
                    "version": 1
                  }
                }

                """)
    }
}
