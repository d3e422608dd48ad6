import TestSupport
import WheelRender

/// The built-in art at @1x and its compositor, drawn once for all the tests that use them.
enum BuiltInScene {
    static let assets: WheelAssets? = try? WheelAssets.builtIn(scale: 1)
    static let compositor: FrameCompositor? = assets.map { FrameCompositor(assets: $0) }
}
