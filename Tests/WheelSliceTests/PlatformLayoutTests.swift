import Foundation
import TestSupport
import Testing
import WheelSupport

@testable import WheelSlice

/// The android, flutter and web layouts: their trees, names, and the exact text of every file
/// they add.
@Suite struct PlatformLayoutTests {
    /// A catalog given as the xcassets output, or a res folder as the android one, would nest
    /// the layout's own top folder inside it: the note says so and what to give.
    @Test func nestingIsNoted() {
        #expect(
            SliceLayout.xcassets.nestingNote(output: "App/Assets.xcassets/")
                == "App/Assets.xcassets/ is an asset catalog, and the xcassets layout writes its own, "
                + "Wedges.xcassets, inside it (a catalog in a catalog, which Xcode does not show); give App, the "
                + "folder that holds Assets.xcassets, to put Wedges.xcassets beside it")
        #expect(SliceLayout.android.nestingNote(output: "app/src/main/res")?.contains("res/res") == true)
        // The folder to give is the one the output is in, whatever it is called.
        for (output, parent) in [("foo/res", "foo"), ("res", "."), ("/res", "/"), ("/a/b/res/", "/a/b")] {
            #expect(
                SliceLayout.android.nestingNote(output: output)?.hasSuffix(
                    "give \(parent), the folder that holds res")
                    == true, "\(output)")
        }
        // Further inside a catalog or res folder: nested as deep (no word was said).
        #expect(
            SliceLayout.xcassets.nestingNote(output: "App/Assets.xcassets/Wheel")
                == "App/Assets.xcassets/Wheel is inside the asset catalog App/Assets.xcassets, and the xcassets "
                + "layout writes its own, Wedges.xcassets, there (a catalog in a catalog, which Xcode does not "
                + "show); give App, the folder that holds Assets.xcassets, to put Wedges.xcassets beside it")
        #expect(
            SliceLayout.android.nestingNote(output: "app/src/main/res/drawable/")
                == "app/src/main/res/drawable/ is inside the resource folder app/src/main/res, and the android "
                + "layout writes res/drawable-… there, which Android's build does not read; give app/src/main, "
                + "the folder that holds res")
        #expect(
            SliceLayout.android.nestingNote(output: "/res/drawable")?.hasSuffix(
                "give /, the folder that holds res") == true)
        #expect(SliceLayout.xcassets.nestingNote(output: "App") == nil)
        #expect(SliceLayout.xcassets.nestingNote(output: "App/xcassets/Wheel") == nil)
        #expect(SliceLayout.android.nestingNote(output: "app/src/main") == nil)
        #expect(SliceLayout.android.nestingNote(output: "app/resources/main") == nil)
        #expect(SliceLayout.flat.nestingNote(output: "res") == nil)
        #expect(SliceLayout.flutter.nestingNote(output: "x.xcassets") == nil)
    }

    /// A flutter output folder named as a resolution variant (`assets/2.0x`) had its 1x wedges
    /// read by Flutter as 2.0x ones, silently: noted as android's res/res is, with the folder
    /// to give instead. Flutter's rule: a decimal number, then `x`.
    @Test func aFlutterOutputNamedAsAScaleIsNoted() {
        #expect(
            SliceLayout.flutter.nestingNote(output: "assets/2.0x")
                == "assets/2.0x is named as a Flutter resolution folder, and Flutter reads the images in it as "
                + "2.0x ones: the 1x wedges the flutter layout writes there would be taken for 2.0x (and its "
                + "own scale folders go inside it); give assets, or another folder not named as a scale")
        for folder in ["3x", "1.5x", "10.x", "assets/4.0x"] {
            #expect(SliceLayout.flutter.nestingNote(output: folder) != nil, "\(folder)")
        }
        for folder in ["x", ".5x", "assets", "2.0x/wheel", "v2x", "1.5.0x"] {
            #expect(SliceLayout.flutter.nestingNote(output: folder) == nil, "\(folder)")
        }
        #expect(SliceLayout.flat.nestingNote(output: "2.0x") == nil)
    }

    /// The reference screen's placement for 12 segments (WheelRender's `ButtonLayout`).
    static let placement = WedgePlacement(
        wheelSide: 286, buttonWidth: 68, buttonHeight: 143, imageRect: (14, 20, 40, 47))

    static func plan(
        _ layout: SliceLayout, scale: SliceScale = 3, pressed: Bool = true, scales: [SliceScale]? = nil
    )
        throws -> SlicePlan
    {
        let sheet = try SheetGeometry(
            name: "art/Sheet@\(scale)x.png", width: try scale.pixels(forPoints: 8),
            height: try scale.pixels(forPoints: 4),
            scale: scale)
        let twin = try SheetGeometry(
            name: "art/Pressed@\(scale)x.png", width: sheet.width, height: sheet.height, scale: scale)
        return try SlicePlan(
            sheet: sheet, pressed: pressed ? twin : nil,
            options: SliceOptions(segments: 2, scales: scales, layout: layout, placement: placement))
    }

    @Test func eachLayoutHoldsItsPlatformsScales() {
        #expect(SliceLayout.allCases.map(\.rawValue) == ["flat", "xcassets", "android", "flutter", "web"])
        #expect(SliceLayout.xcassets.scales == [1, 2, 3])
        for layout in [SliceLayout.flat, .android, .flutter, .web] {
            #expect(layout.scales == SliceScale.supported)
        }
        #expect(SliceLayout.androidDensities.map(\.name) == ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"])
        #expect(
            SliceScale.supported.map(SliceLayout.flutterFolder) == ["1.0x", "1.5x", "2.0x", "3.0x", "4.0x"])
        #expect(SliceLayout.flat.defaultScales(sheetScale: 3) == [3])
        #expect(SliceLayout.xcassets.defaultScales(sheetScale: 2) == [2])
        #expect(SliceLayout.android.defaultScales(sheetScale: 3) == [1, 1.5, 2, 3])
        #expect(SliceLayout.flutter.defaultScales(sheetScale: 4) == SliceScale.supported)
        #expect(SliceLayout.web.defaultScales(sheetScale: 1.5) == [1, 1.5])
    }

    @Test func androidTreeIsDensityFoldersAndStateLists() throws {
        let plan = try Self.plan(.android, scale: 4)
        #expect(plan.scales == [1, 1.5, 2, 3, 4])
        let densities = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]
        let wedges = ["wedge_00", "wedge_00_pressed", "wedge_01", "wedge_01_pressed"].flatMap { name in
            densities.map { "res/drawable-\($0)/\(name).png" }
        }
        #expect(
            plan.outputPaths
                == wedges + [
                    "res/drawable/wedge_00_state.xml", "res/drawable/wedge_01_state.xml", "manifest.json",
                ])
        // Android resource names: lowercase letters, digits and underscores, starting with a letter.
        for path in plan.outputPaths where path.hasPrefix("res/") {
            let name = String(path.split(separator: "/").last?.split(separator: ".").first ?? "")
            #expect(name.first?.isLetter == true)
            #expect(
                name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" },
                "\(name)")
        }
        #expect(
            plan.layoutFiles[1].contents == """
                <?xml version="1.0" encoding="utf-8"?>
                <selector xmlns:android="http://schemas.android.com/apk/res/android">
                    <item android:state_pressed="true" android:drawable="@drawable/wedge_01_pressed" />
                    <item android:state_selected="true" android:drawable="@drawable/wedge_01_pressed" />
                    <item android:drawable="@drawable/wedge_01" />
                </selector>

                """)
        // Without a pressed sheet there is nothing to switch to, so no state lists.
        #expect(try Self.plan(.android, pressed: false).layoutFiles.isEmpty)
    }

    @Test func androidManifestNamesEveryDensitysFileAndTheStateList() throws {
        let manifest = try Self.plan(.android, scale: 2).manifest
        #expect(manifest.scales == [1, 1.5, 2])
        let text = manifest.serialized()
        #expect(
            text.contains(
                """
                      "files": {
                        "1x": "res/drawable-mdpi/wedge_01.png",
                        "1.5x": "res/drawable-hdpi/wedge_01.png",
                        "2x": "res/drawable-xhdpi/wedge_01.png"
                      },
                      "pressedFiles": {
                        "1x": "res/drawable-mdpi/wedge_01_pressed.png",
                        "1.5x": "res/drawable-hdpi/wedge_01_pressed.png",
                        "2x": "res/drawable-xhdpi/wedge_01_pressed.png"
                      },
                      "stateList": "res/drawable/wedge_01_state.xml"
                """))
        #expect(
            text.contains(
                #""scales": [\#n    1,\#n    1.5,\#n    2\#n  ],\#n  "layout": "android",\#n  "placement""#))
        #expect(try SliceManifest(parsing: text) == manifest)
    }

    /// The manifest says where the screen draws each wedge: the placement, and as each wedge's
    /// anchor point the point of its image that sits at the wheel's centre. It said (0.5, 1),
    /// the image's bottom edge, which the screen draws 76 pt above the centre: an app that
    /// turned the images about it drew them piled up in the middle. Turned about the anchor
    /// point, the image lands where the button puts it.
    @Test(arguments: [PlatformLayoutTests.placement, WedgeStretchNoteTests.sixteen])
    func theAnchorPointIsWhereTheImageMeetsTheWheelsCentre(placement: WedgePlacement) throws {
        let sheet = try SheetGeometry(name: "Sheet@3x.png", width: 24, height: 12, scale: 3)
        let plan = try SlicePlan(sheet: sheet, options: SliceOptions(segments: 2, placement: placement))
        let json = plan.manifest.json
        #expect(try SliceManifest(parsing: plan.manifest.serialized()).placement == placement)
        let anchor = try #require(json["wedges"]?.arrayValue?.first?["anchorPoint"])
        let (x, y) = (try #require(anchor["x"]?.doubleValue), try #require(anchor["y"]?.doubleValue))
        let image = placement.imageRect
        // The image's top-left corner, from the centre, unturned: the button's corner
        // (−buttonWidth / 2, −buttonHeight) plus the image's place in it.
        #expect(abs(-x * image.width - (-Double(placement.buttonWidth) / 2 + image.x)) < 1e-9)
        #expect(abs(-y * image.height - (-Double(placement.buttonHeight) + image.y)) < 1e-9)
        if placement == Self.placement { #expect(x == 0.5 && y == 123.0 / 47) }
        let written = try #require(json["placement"])
        #expect(written["buttonSize"]?["height"]?.intValue == placement.buttonHeight)
        #expect(written["imageRect"]?["y"]?.doubleValue == image.y)
    }

    /// Without a placement (a library caller that gave none) no anchor point is claimed.
    @Test func noPlacementNoAnchorPoint() throws {
        let sheet = try SheetGeometry(name: "Sheet@3x.png", width: 24, height: 12, scale: 3)
        let manifest = try SlicePlan(sheet: sheet, options: SliceOptions(segments: 2)).manifest
        #expect(manifest.json["placement"] == nil)
        #expect(manifest.json["wedges"]?.arrayValue?.first?["anchorPoint"] == nil)
    }

    @Test func flutterTreeIsVariantFoldersAndPubspecLines() throws {
        let plan = try Self.plan(.flutter)
        let variants = ["", "1.5x/", "2.0x/", "3.0x/"]
        #expect(
            plan.outputPaths
                == ["wedge_00", "wedge_00_pressed", "wedge_01", "wedge_01_pressed"].flatMap { name in
                    variants.map { "\($0)\(name).png" }
                } + ["manifest.json"])
        let manifest = plan.manifest
        #expect(
            manifest.pubspecAssets == [
                "wedge_00.png", "wedge_00_pressed.png", "wedge_01.png", "wedge_01_pressed.png",
            ])
        #expect(manifest.serialized().contains(#""pubspecAssets": [\#n    "wedge_00.png","#))
        #expect(
            SliceLayout.pubspecLines(assets: manifest.pubspecAssets ?? [], folder: "assets/wheel") == [
                "flutter:", "  assets:", "    - assets/wheel/wedge_00.png",
                "    - assets/wheel/wedge_00_pressed.png",
                "    - assets/wheel/wedge_01.png", "    - assets/wheel/wedge_01_pressed.png",
            ])
        #expect(try SliceManifest(parsing: manifest.serialized()) == manifest)
        // Flutter lists main assets whether or not a 1x file exists; it falls back to a variant.
        let noOne = try Self.plan(.flutter, scales: [2, 3]).manifest
        #expect(noOne.pubspecAssets?.first == "wedge_00.png" && noOne.wedges[0].files[1] == nil)
    }

    /// A shrunk image (16 wedges: a 50 pt button, the image 50/68 of 40 × 47 pt) gets lengths in
    /// thousandths of a pixel whose sides mirror and add up to the button, not a computed
    /// Double's every digit (`10.294117647058819px` on one side, `10.294117647058822px` on the other).
    @Test func webLengthsAreThousandthsThatAddUpToTheButton() {
        let shrink = 50.0 / 68
        let imageWidth = 40 * shrink
        let placement = WedgePlacement(
            wheelSide: 286, buttonWidth: 50, buttonHeight: 143,
            imageRect: ((50 - imageWidth) / 2, 20, imageWidth, 47 * shrink))
        let style = WebWheelPage(segments: 16, scales: [1], placement: placement).style
        #expect(
            style.contains(
                "{ position: absolute; left: 118px; top: 0; box-sizing: content-box; width: 29.412px; "
                    + "height: 34.559px; padding: 20px 10.294px 88.441px 10.294px; transform-origin: 50% 100%; }"
            ),
            "\(style)")
    }

    @Test func webTreeIsFlatNamesAndThePage() throws {
        let plan = try Self.plan(.web, scale: 2, pressed: false)
        #expect(
            plan.outputPaths == [
                "wedge-00.png", "wedge-00@1.5x.png", "wedge-00@2x.png", "wedge-01.png", "wedge-01@1.5x.png",
                "wedge-01@2x.png", "index.html", "manifest.json",
            ])
        let snippet = """
            <style>
              .luckywheel { position: relative; width: 286px; height: 286px; }
              .luckywheel img { position: absolute; left: 109px; top: 0; box-sizing: content-box; \
            width: 40px; height: 47px; padding: 20px 14px 76px 14px; transform-origin: 50% 100%; }
            </style>
            <div class="luckywheel">
              <img src="wedge-00.png" srcset="wedge-00.png 1x, wedge-00@1.5x.png 1.5x, wedge-00@2x.png 2x" \
            alt="" style="transform: rotate(0deg)">
              <img src="wedge-01.png" srcset="wedge-01.png 1x, wedge-01@1.5x.png 1.5x, wedge-01@2x.png 2x" \
            alt="" style="transform: rotate(180deg)">
            </div>

            """
        #expect(plan.manifest.snippet == snippet)
        #expect(plan.manifest.page == "index.html")
        #expect(
            plan.layoutFiles.first?.contents == """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>2 wedges, assembled</title>
                <style>html, body { margin: 0; background: #000; }</style>

                """ + snippet.replacingOccurrences(of: "</style>\n", with: "</style>\n</head>\n<body>\n")
                + "</body>\n</html>\n")
        // No network: nothing but the wedges beside the page is referenced.
        let html = plan.layoutFiles.first?.contents ?? ""
        #expect(!html.contains("http") && !html.contains("<script") && !html.contains("url("))
        #expect(try SliceManifest(parsing: plan.manifest.serialized()) == plan.manifest)
    }

    /// With a pressed sheet each wedge is a box holding its normal and its pressed image; CSS
    /// alone shows the pressed one while the box is held down or has the class `pressed`.
    @Test func webPageWithPressedWedgesShowsThePressedImageWhileHeldOrMarked() throws {
        let plan = try Self.plan(.web, scale: 2, pressed: true, scales: [1, 2])
        #expect(
            plan.outputPaths == [
                "wedge-00.png", "wedge-00@2x.png", "wedge-00-pressed.png", "wedge-00-pressed@2x.png",
                "wedge-01.png", "wedge-01@2x.png", "wedge-01-pressed.png", "wedge-01-pressed@2x.png",
                "index.html", "manifest.json",
            ])
        let snippet = """
            <style>
              .luckywheel { position: relative; width: 286px; height: 286px; }
              .luckywheel > div { position: absolute; left: 109px; top: 0; box-sizing: content-box; \
            width: 40px; height: 47px; padding: 20px 14px 76px 14px; transform-origin: 50% 100%; }
              .luckywheel img { display: block; width: 100%; height: 100%; }
              .luckywheel img + img, .luckywheel > :active > img, .luckywheel > .pressed > img \
            { display: none; }
              .luckywheel > :active > img + img, .luckywheel > .pressed > img + img { display: block; }
            </style>
            <div class="luckywheel">
              <div style="transform: rotate(0deg)">
                <img src="wedge-00.png" srcset="wedge-00.png 1x, wedge-00@2x.png 2x" alt="">
                <img src="wedge-00-pressed.png" srcset="wedge-00-pressed.png 1x, wedge-00-pressed@2x.png 2x" \
            alt="">
              </div>
              <div style="transform: rotate(180deg)">
                <img src="wedge-01.png" srcset="wedge-01.png 1x, wedge-01@2x.png 2x" alt="">
                <img src="wedge-01-pressed.png" srcset="wedge-01-pressed.png 1x, wedge-01-pressed@2x.png 2x" \
            alt="">
              </div>
            </div>

            """
        #expect(plan.manifest.snippet == snippet)
        let html = try #require(plan.layoutFiles.first)
        #expect(html.path == "index.html")
        // The style in the head (HTML allows it nowhere else), the wheel in the body.
        let cut = try #require(snippet.range(of: "</style>\n"))
        let (style, markup) = (String(snippet[..<cut.upperBound]), String(snippet[cut.upperBound...]))
        #expect(html.contents.hasSuffix(style + "</head>\n<body>\n" + markup + "</body>\n</html>\n"))
        #expect(!html.contents.contains("http") && !html.contents.contains("<script"))
        // The page's files are the manifest's, normal and pressed, wedge by wedge.
        for wedge in plan.manifest.wedges {
            for files in [wedge.files, wedge.pressedFiles ?? [:]] {
                let srcset = files.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.key)" }
                #expect(snippet.contains("srcset=\"\(srcset.joined(separator: ", "))\""))
            }
        }
        #expect(WebWheelPage.pressedClass == "pressed")
        #expect(try SliceManifest(parsing: plan.manifest.serialized()) == plan.manifest)
    }

    /// The whole manifest of each platform layout, 2 wedges of a @3x sheet and its pressed twin.
    @Test(arguments: ["android", "flutter", "web"])
    func manifestIsExact(layout: String) throws {
        let layout = try #require(SliceLayout(rawValue: layout))
        let manifest = try Self.plan(layout).manifest
        GoldenFile().check(manifest.serialized(), against: "manifest-\(layout.rawValue).json")
    }

    @Test func webPageTurnsWedgesByExactFractionsOfATurn() {
        let page = WebWheelPage(segments: 7, scales: [2, 1], placement: Self.placement)
        #expect(page.snippet.contains(#"srcset="wedge-03.png 1x, wedge-03@2x.png 2x""#))
        #expect(page.snippet.contains("rotate(154.28571428571428deg)"))
        // Without a 1x file, src is the lowest scale written.
        #expect(
            WebWheelPage(segments: 2, scales: [3, 1.5], placement: Self.placement).snippet.contains(
                #"<img src="wedge-00@1.5x.png" srcset="wedge-00@1.5x.png 1.5x, wedge-00@3x.png 3x""#))
    }

    @Test func aManifestOfFractionalScalesReadsBack() throws {
        let manifest = try Self.plan(.flat, scale: 4, scales: [1.5, 4, 1]).manifest
        #expect(manifest.scales == [1, 1.5, 4])
        #expect(
            manifest.wedges[0].files == [1: "wedge-00.png", 1.5: "wedge-00@1.5x.png", 4: "wedge-00@4x.png"])
        let read = try SliceManifest(parsing: manifest.serialized())
        #expect(read == manifest)
        #expect(throws: SliceManifest.ReadError.badScale(wedge: 0, key: "2.5x")) {
            try SliceManifest(
                parsing: manifest.serialized().replacingOccurrences(of: "\"1.5x\"", with: "\"2.5x\""))
        }
    }

    /// A manifest edited to name a file outside the slice folder is refused when read back: a
    /// render drew `../../art/other.png` from beside the folder (and `/etc/passwd` was looked
    /// for inside it). A file that is no path is refused by the same field, not blamed on its
    /// (supported) scale: an empty string and a number were "wedge 0 lists scale "2x"", and a
    /// NUL ended the path early, so render drew `wedge-00@2x.png` while warning it was not used.
    @Test(arguments: [
        #""../../art/w.png""#, #""/etc/passwd""#, #""a/../../b.png""#, #""./wedge-00.png""#, #""a//b.png""#,
        #""""#, "5", #""wedge-00@2x.png\u0000x""#,
    ])
    func aManifestFileThatIsNoPathInsideItsFolderIsRefused(json: String) throws {
        let manifest = try Self.plan(.flat, scale: 2, scales: [2]).manifest
        #expect(
            throws: SliceManifest.ReadError.badField(
                "wedges.0.files.2x", expected: "a path inside the slice folder")
        ) {
            try SliceManifest(
                parsing: manifest.serialized().replacingOccurrences(of: "\"wedge-00@2x.png\"", with: json))
        }
    }

    @Test func aPathStaysInsideWhenRelativeWithNoDotsEmptyComponentsOrNUL() {
        #expect(SliceManifest.staysInside("android/drawable-xhdpi/wedge_00.png"))
        for path in [
            "../../art/w.png", "/etc/passwd", "a/../../b.png", "./wedge-00.png", "a//b.png", "", "w\u{0}x",
        ] {
            #expect(!SliceManifest.staysInside(path), "\(path)")
        }
    }
}

/// The stretch note is about shape: an image box filled by wedges of another shape, not one
/// the wedges only shrink or grow into.
@Suite struct WedgeStretchNoteTests {
    /// 16 segments: the box is the reference box shrunk by 50/68.
    static let sixteen = WedgePlacement(
        wheelSide: 286, buttonWidth: 50, buttonHeight: 143,
        imageRect: (10.3, 20, 40 * 50 / 68.0, 47 * 50 / 68.0))

    @Test func wedgesOfTheBoxsShapeAreNotStretched() {
        #expect(Self.sixteen.stretchNote(wedgeWidth: 40, height: 47, source: "s") == nil)
        #expect(Self.sixteen.stretchNote(wedgeWidth: 80, height: 94, source: "s") == nil)
        #expect(PlatformLayoutTests.placement.stretchNote(wedgeWidth: 40.5, height: 47, source: "s") == nil)
    }

    @Test func wedgesOfAnotherShapeAre() {
        #expect(
            PlatformLayoutTests.placement.stretchNote(wedgeWidth: 100, height: 30, source: "wide.png")
                == "wide.png: its wedges are 100 × 30 pt, and the screen draws each in its 40 × 47 pt image box, "
                + "stretched to fill it; draw the wedges at 40 × 47 pt to keep their shape")
        // The box of 16 segments is no whole number of points: the advice names the smallest
        // size of its shape that is, as slice cuts wedges of whole points (it said 29.4 × 34.6).
        #expect(
            Self.sixteen.stretchNote(wedgeWidth: 40, height: 40, source: "s")
                == "s: its wedges are 40 × 40 pt, and the screen draws each in its 29.4 × 34.6 pt image box, "
                + "stretched to fill it; draw the wedges at 40 × 47 pt (the box's shape) to keep their shape")
        #expect(Self.sixteen.wholePointShape! == (40, 47))
        #expect(PlatformLayoutTests.placement.wholePointShape! == (40, 47))
    }
}
