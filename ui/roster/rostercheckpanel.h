// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QLabel;
class QListWidget;
class QWidget;

namespace wm {

struct RosterReport;

// What the roster check in core found, beside the roster: the points against the limit (in red when
// over it), the break point and the warnings. Choosing a warning asks for the units it concerns.
class RosterCheckPanel : public QObject
{
    Q_OBJECT

public:
    struct Widgets
    {
        QLabel *points;
        QLabel *breakPoint;
        QLabel *noWarnings;
        QListWidget *warnings;
    };

    explicit RosterCheckPanel(Widgets widgets, QObject *parent = nullptr);

    void show(const RosterReport &report);

Q_SIGNALS:
    // The player clicked or activated the warning at `index` of the report's warnings.
    void warningChosen(int index);

private:
    Widgets m_w;
};

} // namespace wm
