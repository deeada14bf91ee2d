// SPDX-License-Identifier: GPL-3.0-or-later
#include "firstturnpage.h"

#include "core/dice/randomdicesource.h"
#include "core/rules/firstturn.h"
#include "ui/newgame/playercolours.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
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
    // The rules settle it with a die each: the players roll theirs and pick the winner above, or
    // let the app roll for both.
    m_roll = new QPushButton(tr("&Roll for It"), this);
    m_roll->setObjectName(QStringLiteral("rollForFirstTurn"));
    m_roll->setToolTip(tr("Each player rolls a die; the higher roll takes the first turn, a tie is rolled again"));
    m_rolled = new QLabel(this);
    m_rolled->setObjectName(QStringLiteral("firstTurnRolled"));
    m_rolled->setWordWrap(true);
    auto *rollRow = new QHBoxLayout;
    rollRow->addWidget(m_roll);
    rollRow->addWidget(m_rolled, 1);
    layout->addSpacing(fontMetrics().height());
    layout->addLayout(rollRow);
    layout->addStretch();
    connect(m_group, &QButtonGroup::idToggled, this, &QWizardPage::completeChanged);
    connect(m_roll, &QPushButton::clicked, this, &FirstTurnPage::rollOff);
}

QString FirstTurnPage::playerName(Side side) const
{
    return field(QStringLiteral("player%1Name").arg(side.index())).toString().trimmed();
}

void FirstTurnPage::rollOff()
{
    RandomDiceSource own;
    DiceSource &dice = m_dice ? *m_dice : own;
    const PerSide<QString> players{playerName(Side::first()), playerName(Side::second())};
    const FirstTurnRollOff rolled = rollForFirstTurn(dice, players);
    QStringList lines;
    for (const PerSide<int> &pair : rolled.rolls)
        lines.append(tr("%1 rolled %2, %3 rolled %4.")
                         .arg(players[Side::first()])
                         .arg(pair[Side::first()])
                         .arg(players[Side::second()])
                         .arg(pair[Side::second()]));
    lines.append(tr("%1 takes the first turn.").arg(players[rolled.first]));
    m_rolled->setText(lines.join(u' '));
    m_sides[rolled.first]->setChecked(true);
}

std::optional<Side> FirstTurnPage::firstSide() const
{
    return Side::fromIndex(m_group->checkedId());
}

void FirstTurnPage::initializePage()
{
    for (Side side : Side::both()) {
        // A name is shown as typed: an "&" in it is not a shortcut.
        QString name = playerName(side);
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
