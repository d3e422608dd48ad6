import WheelSupport

/// The web layout's page: the wheel assembled from the wedge files with CSS alone, as the
/// renderer places them (``WedgePlacement``), and the snippet a web developer copies.
///
/// Each wedge is one `<img>` whose `srcset` lists its file at every scale written (the
/// browser picks the one for the screen's device pixel ratio). The image's box is its
/// button: the picture fills the content box at the image rectangle, the padding is the rest
/// of the button, and the box turns by i · 360° / N about (50 %, 100 %), the bottom edge's
/// middle, which sits on the wheel's centre. With pressed wedges the box is a `<div>` holding
/// two such `<img>`s, normal then pressed, and CSS shows the pressed one while the box is held
/// down (`:active`) or has the class ``pressedClass`` (a page's own script may set it, on the
/// landing wedge say) — the web's state list. No script, no network: the page and the wedges
/// beside it are all it needs.
public struct WebWheelPage: Sendable, Hashable {
    /// The number of wedges.
    public let segments: Int
    /// The scales written, ascending.
    public let scales: [SliceScale]
    /// Where the wheel puts each wedge.
    public let placement: WedgePlacement
    /// Whether every wedge also has a pressed file at each scale (`wedge-00-pressed@2x.png`).
    public let pressed: Bool

    /// The page of `segments` wedges at `scales` (not empty), placed by `placement`, with
    /// pressed images when `pressed`.
    public init(segments: Int, scales: [SliceScale], placement: WedgePlacement, pressed: Bool = false) {
        self.segments = segments
        self.scales = scales.sorted()
        self.placement = placement
        self.pressed = pressed
    }

    /// The CSS class of the wheel's container.
    public static let wheelClass = "luckywheel"

    /// The CSS class that shows a wedge's pressed image (with pressed wedges), set on the
    /// wedge's box, the wheel's child element.
    public static let pressedClass = "pressed"

    /// What a page needs: a `<style>` for the wheel (``style``, for the page's head) and a
    /// `<div>` with one `<img>` per wedge (``markup``, for its body; with pressed wedges, one
    /// `<div>` holding the normal and the pressed `<img>`), paths relative to the output folder.
    public var snippet: String { style + markup }

    /// The `<style>` block of ``snippet``: HTML allows it in a page's head only.
    public var style: String {
        // Lengths in whole thousandths of a pixel (finer than browsers lay out: Chromium uses
        // 1/64 px), the right and bottom padding what the rounded box leaves of the button, so
        // the sides mirror and add up to it exactly; a shrunk image's computed lengths printed
        // in full (`10.294117647058819px` on one side, `…822px` on the other) were noise.
        let rect = placement.imageRect
        let x = Self.milli(rect.x)
        let y = Self.milli(rect.y)
        let width = Self.milli(rect.width)
        let height = Self.milli(rect.height)
        // Wrapping: a placement's sizes are not checked (positive, the initializer asks), and
        // Int.min overflowed here; any sizes a slice plans are far from wrapping.
        let padding = [
            y, 1000 &* placement.buttonWidth &- x &- width, 1000 &* placement.buttonHeight &- y &- height, x,
        ]
        let left = 500 &* (placement.wheelSide &- placement.buttonWidth)
        let box =
            "position: absolute; left: \(Self.px(milli: left)); top: 0; box-sizing: content-box; "
            + "width: \(Self.px(milli: width)); height: \(Self.px(milli: height)); "
            + "padding: \(padding.map { Self.px(milli: $0) }.joined(separator: " ")); transform-origin: 50% 100%;"
        let wheel = "." + Self.wheelClass
        let held = [":active", "." + Self.pressedClass].map { "\(wheel) > \($0) > img" }
        var lines = [
            "<style>",
            "  \(wheel) { position: relative; width: \(Self.px(placement.wheelSide)); "
                + "height: \(Self.px(placement.wheelSide)); }",
        ]
        if pressed {
            lines += [
                "  \(wheel) > div { \(box) }",
                "  \(wheel) img { display: block; width: 100%; height: 100%; }",
                "  \(([wheel + " img + img"] + held).joined(separator: ", ")) { display: none; }",
                "  \(held.map { $0 + " + img" }.joined(separator: ", ")) { display: block; }",
            ]
        } else {
            lines.append("  \(wheel) img { \(box) }")
        }
        lines.append("</style>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The wheel's `<div>` of ``snippet``, for a page's body.
    public var markup: String {
        var lines = ["<div class=\"\(Self.wheelClass)\">"]
        for index in 0..<max(segments, 0) {
            let degrees = DecimalText.shortest(Double(360 * index) / Double(segments))
            let turn = "style=\"transform: rotate(\(degrees)deg)\""
            if pressed {
                lines += [
                    "  <div \(turn)>",
                    "    \(image(index: index, pressed: false))>",
                    "    \(image(index: index, pressed: true))>",
                    "  </div>",
                ]
            } else {
                lines.append("  \(image(index: index, pressed: false)) \(turn)>")
            }
        }
        lines.append("</div>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The wedge's `<img` tag without its closing `>`: `src` (the 1x file, else the lowest
    /// scale's), `srcset` of every scale, empty `alt`.
    private func image(index: Int, pressed: Bool) -> String {
        let files = scales.map {
            SliceLayout.web.path(index: index, segments: segments, scale: $0, pressed: pressed)
        }
        let srcset = zip(files, scales).map { "\($0) \($1.key)" }.joined(separator: ", ")
        let source = files[scales.firstIndex(of: 1) ?? 0]
        return "<img src=\"\(source)\" srcset=\"\(srcset)\" alt=\"\""
    }

    /// `index.html`: the snippet on a black page (the colour the renderer composes frames
    /// over), its style in the head, the wheel at the top-left corner of the body.
    public var html: String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(segments) wedges, assembled</title>\n"
            + "<style>html, body { margin: 0; background: #000; }</style>\n" + style
            + "</head>\n<body>\n" + markup + "</body>\n</html>\n"
    }

    private static func px(_ value: Int) -> String { "\(value)px" }

    /// `value` pixels in whole thousandths, within ±10¹⁵ (NaN is 0: a placement's non-finite
    /// rectangle stopped the process here).
    private static func milli(_ value: Double) -> Int {
        let scaled = Rounding.nearest(value * 1000)
        return scaled.isNaN ? 0 : Int(min(max(scaled, -1e15), 1e15))
    }

    /// `milli` thousandths of a pixel as CSS: `90.5px`, `29.412px`, `0`.
    private static func px(milli: Int) -> String {
        milli == 0 ? "0" : DecimalText.trimmed(Double(milli) / 1000, 3) + "px"
    }
}
