// SPDX-License-Identifier: GPL-3.0-or-later
#include "playerspage.h"

#include "core/limits.h"
#include "ui/newgame/playercolours.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace wm {

PlayersPage::PlayersPage(QWidget *parent)
    : QWizardPage(parent)
{
    setTitle(tr("Players"));
    setSubTitle(tr("Who is playing, and the colour each army has on screen."));

    auto *grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Name"), this), 0, 1);
    grid->addWidget(new QLabel(tr("Colour"), this), 0, 2);
    const PerSide<QString> sideLabels = {tr("First player:"), tr("Second player:")};
    const QList<PlayerColour> palette = PlayerColours::all();
    for (Side side : Side::both()) {
        auto *name = new QLineEdit(this);
        name->setObjectName(QStringLiteral("playerName%1").arg(side.index()));
        name->setPlaceholderText(tr("Player's name"));
        name->setMaxLength(Limits::NameLength);
        auto *colour = new QComboBox(this);
        colour->setObjectName(QStringLiteral("playerColour%1").arg(side.index()));
        for (const PlayerColour &c : palette)
            colour->addItem(PlayerColours::swatch(c.colour), c.name, c.colour);
        colour->setCurrentIndex(PlayerColours::indexOf(PlayerColours::defaultFor(side)));
        // The popup is only as wide as the box by default, which cuts the longer names short.
        colour->view()->setMinimumWidth(colour->view()->sizeHintForColumn(0) + 24);

        auto *label = new QLabel(sideLabels[side], this);
        label->setBuddy(name);
        // Row 0 holds the headings: each side's row is its number.
        grid->addWidget(label, side.number(), 0);
        grid->addWidget(name, side.number(), 1);
        grid->addWidget(colour, side.number(), 2);
        m_names[side] = name;
        m_colours[side] = colour;

        registerField(QStringLiteral("player%1Name*").arg(side.index()), name);
        registerField(QStringLiteral("player%1Colour").arg(side.index()), colour);
        connect(name, &QLineEdit::textChanged, this, &PlayersPage::update);
        connect(colour, &QComboBox::currentIndexChanged, this, &PlayersPage::update);
    }
    grid->setColumnStretch(1, 1);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("playersProblem"));
    m_problem->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addSpacing(12);
    layout->addWidget(m_problem);
    layout->addStretch();
    update();
}

QString PlayersPage::playerName(Side side) const
{
    return m_names[side]->text().trimmed();
}

QColor PlayersPage::colour(Side side) const
{
    return m_colours[side]->currentData().value<QColor>();
}

bool PlayersPage::isComplete() const
{
    return QWizardPage::isComplete() && problem().isEmpty();
}

QString PlayersPage::problem() const
{
    const QString first = playerName(Side::first());
    const QString second = playerName(Side::second());
    if (first.isEmpty() || second.isEmpty())
        return tr("Enter a name for each player.");
    // "anna" and "Anna" would read as the same player in the log.
    if (first.compare(second, Qt::CaseInsensitive) == 0)
        return tr("The two players need different names, so that the log can tell them apart.");
    if (colour(Side::first()) == colour(Side::second()))
        return tr("The two players need different colours.");
    return {};
}

void PlayersPage::update()
{
    // Saying nothing until a name is typed: an empty page is not a mistake yet.
    const bool untouched = m_names[Side::first()]->text().isEmpty() && m_names[Side::second()]->text().isEmpty();
    m_problem->setText(untouched ? QString() : problem());
    Q_EMIT completeChanged();
}

} // namespace wm
