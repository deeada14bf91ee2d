// SPDX-License-Identifier: GPL-3.0-or-later
#include "firstturnpage.h"

#include "ui/newgame/playercolours.h"

#include <QButtonGroup>
#include <QRadioButton>
#include <QVBoxLayout>

namespace wm {

FirstTurnPage::FirstTurnPage(QWidget *parent)
    : QWizardPage(parent)
{
    setTitle(tr("First turn"));
    setSubTitle(tr("Who takes the first turn?"));

    m_group = new QButtonGroup(this);
    auto *layout = new QVBoxLayout(this);
    for (Side side : Side::both()) {
        auto *button = new QRadioButton(this);
        button->setObjectName(QStringLiteral("firstTurn%1").arg(side.index()));
        // The group's ids are the sides' indexes, so the checked id reads back as a side.
        m_group->addButton(button, side.index());
        layout->addWidget(button);
        m_sides[side] = button;
    }
    layout->addStretch();
    connect(m_group, &QButtonGroup::idToggled, this, &QWizardPage::completeChanged);
}

std::optional<Side> FirstTurnPage::firstSide() const
{
    return Side::fromIndex(m_group->checkedId());
}

void FirstTurnPage::initializePage()
{
    for (Side side : Side::both()) {
        // A name is shown as typed: an "&" in it is not a shortcut.
        QString name = field(QStringLiteral("player%1Name").arg(side.index())).toString().trimmed();
        QRadioButton *button = m_sides[side];
        button->setText(name.replace(QLatin1Char('&'), QStringLiteral("&&")));
        // The army's colour beside the name, as the tracker will show it.
        const int colour = field(QStringLiteral("player%1Colour").arg(side.index())).toInt();
        const QList<PlayerColour> palette = PlayerColours::all();
        button->setIcon(colour >= 0 && colour < palette.size() ? PlayerColours::swatch(palette.at(colour).colour)
                                                               : QIcon());
    }
}

bool FirstTurnPage::isComplete() const
{
    return firstSide().has_value();
}

} // namespace wm
