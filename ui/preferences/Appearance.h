#pragma once

#include "preferences/Preferences.h"

namespace goldset::ui::appearance {

// Theme and font size, applied to the running application at once. The first call remembers
// the platform's own style, palette and font, so that "System" can bring them back. The UI
// language is not switched live (every page would have to re-translate itself): it takes
// effect at the next start (setUpApplication).
void applyTheme(Theme theme);
void applyFontSize(int pointSize); // 0: the system's size
void apply(const AppearancePreferences& preferences);

} // namespace goldset::ui::appearance
