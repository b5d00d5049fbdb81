// LayoutRender: draws LayoutEngine results with Cairo.
import LayoutEngine
import CCairo
