// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QIcon>
#include <QPalette>
#include <QString>

namespace wm {

// The tracker's own colours, worked out from the system palette so that they read as well on a
// dark desktop as on a light one: the markers players used to put beside a unit (red for
// confusion, amber for combat) keep their meaning in both.
struct TrackerStyle
{
    static bool isDark(const QPalette &palette);
    // A card's background: the window colour, a step towards the player's colour.
    static QColor cardBackground(const QPalette &palette, const QColor &accent);
    // A player's colour made light or dark enough to read as text or a stripe on this palette.
    static QColor readableAccent(const QPalette &palette, const QColor &accent);
    // The words on the card of a unit that is gone, on the window's colour.
    static QColor goneText(const QPalette &palette);
    static QColor confused(const QPalette &palette);
    static QColor engaged(const QPalette &palette);
    static QColor hitsWarning(const QPalette &palette); // a stand is one hit from going
    // One of the app's icons (":/icons/<name>.svg"), read once and shared by every card that shows it.
    static QIcon icon(const QString &name);
    // Text on `background` in black or white, whichever reads better.
    static QColor textOn(const QColor &background);
};

} // namespace wm
