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
    for (int side = 0; side < 2; ++side) {
        auto *button = new QRadioButton(this);
        button->setObjectName(QStringLiteral("firstTurn%1").arg(side));
        m_group->addButton(button, side);
        layout->addWidget(button);
        m_sides.at(std::size_t(side)) = button;
    }
    layout->addStretch();
    connect(m_group, &QButtonGroup::idToggled, this, &QWizardPage::completeChanged);
}

int FirstTurnPage::firstSide() const
{
    return m_group->checkedId();
}

void FirstTurnPage::initializePage()
{
    for (int side = 0; side < 2; ++side) {
        // A name is shown as typed: an "&" in it is not a shortcut.
        QString name = field(QStringLiteral("player%1Name").arg(side)).toString().trimmed();
        QRadioButton *button = m_sides.at(std::size_t(side));
        button->setText(name.replace(QLatin1Char('&'), QStringLiteral("&&")));
        // The army's colour beside the name, as the tracker will show it.
        const int colour = field(QStringLiteral("player%1Colour").arg(side)).toInt();
        const QList<PlayerColour> palette = PlayerColours::all();
        button->setIcon(colour >= 0 && colour < palette.size() ? PlayerColours::swatch(palette.at(colour).colour)
                                                               : QIcon());
    }
}

bool FirstTurnPage::isComplete() const
{
    return firstSide() >= 0;
}

} // namespace wm
