// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/side.h"

#include <QColor>
#include <QWizardPage>

class QComboBox;
class QLabel;
class QLineEdit;

namespace wm {

// The players of a new game: a name and a colour for each side. The names must differ so that the
// log and the tracker can tell the sides apart, and so must the colours.
class PlayersPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit PlayersPage(QWidget *parent = nullptr);

    // The name as it will be stored: without spaces around it.
    QString playerName(Side side) const;
    QColor colour(Side side) const;

    bool isComplete() const override;

private:
    // Why Next is disabled, or nothing when the page is complete.
    QString problem() const;
    void update();

    PerSide<QLineEdit *> m_names{};
    PerSide<QComboBox *> m_colours{};
    QLabel *m_problem = nullptr;
};

} // namespace wm
