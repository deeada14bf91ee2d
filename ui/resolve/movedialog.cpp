// SPDX-License-Identifier: GPL-3.0-or-later
#include "movedialog.h"

#include "ui/resolve/move/advancepage.h"
#include "ui/resolve/move/chargepage.h"
#include "ui/resolve/move/confusionpage.h"
#include "ui/resolve/move/evadepage.h"
#include "ui/resolve/move/homebackpage.h"
#include "ui/resolve/move/joinpage.h"
#include "ui/resolve/move/leavetablepage.h"
#include "ui/resolve/move/movedthroughpage.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <iterator>

namespace wm {

namespace {

// A kind of move as the dialog offers it: the texts that name it and the page that records it.
struct MoveKindEntry
{
    MoveDialog::Kind kind;
    QString (*title)();
    QString (*menuText)();
    MovePage *(*makePage)(const MovePageLinks &links);
};

template <class Page>
constexpr MoveKindEntry moveKindEntry(MoveDialog::Kind kind)
{
    return {kind, &Page::title, &Page::menuText,
            [](const MovePageLinks &links) -> MovePage * { return new Page(links); }};
}

// Every kind, in the order of MoveDialog::Kind: the kind is the index into this table, into the
// kind chooser and into the pages.
constexpr MoveKindEntry MoveKinds[] = {
    moveKindEntry<ChargePage>(MoveDialog::Kind::Charge),
    moveKindEntry<EvadePage>(MoveDialog::Kind::Evade),
    moveKindEntry<HomeBackPage>(MoveDialog::Kind::HomeBack),
    moveKindEntry<AdvancePage>(MoveDialog::Kind::Advance),
    moveKindEntry<JoinPage>(MoveDialog::Kind::Join),
    moveKindEntry<ConfusionPage>(MoveDialog::Kind::Confusion),
    moveKindEntry<LeaveTablePage>(MoveDialog::Kind::LeaveTable),
    moveKindEntry<MovedThroughPage>(MoveDialog::Kind::MovedThrough),
};

constexpr bool moveKindsInKindOrder()
{
    for (std::size_t i = 0; i < std::size(MoveKinds); ++i) {
        if (std::size_t(MoveKinds[i].kind) != i)
            return false;
    }
    return true;
}
static_assert(moveKindsInKindOrder(), "MoveKinds is indexed by MoveDialog::Kind");

const MoveKindEntry &moveKind(MoveDialog::Kind kind)
{
    return MoveKinds[std::size_t(kind)];
}

} // namespace

MoveDialog::MoveDialog(GameController &game, DiceSource &appDice, DiceMode mode, Kind kind, std::optional<UnitId> unit,
                       QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
    setObjectName(QStringLiteral("moveDialog"));
    setWindowTitle(tr("Record a Move"));

    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QFormLayout;
    m_kind = new QComboBox(form);
    m_kind->setObjectName(QStringLiteral("moveKindCombo"));
    for (const MoveKindEntry &entry : MoveKinds)
        m_kind->addItem(entry.title(), int(entry.kind));
    top->addRow(tr("&What happened:"), m_kind);
    layout->addLayout(top);

    m_pages = new QStackedWidget(form);
    const MovePageLinks links{
        .game = game,
        .start = unit,
        .refill = [this] { refill(); },
        .formChanged = [this] { formChanged(); },
    };
    for (const MoveKindEntry &entry : MoveKinds) {
        MovePage *page = entry.makePage(links);
        m_pageOf.append(page);
        m_pages->addWidget(page);
    }
    // The table above made these pages of these classes.
    m_charge = static_cast<ChargePage *>(m_pageOf.at(int(Kind::Charge)));
    m_confusion = static_cast<ConfusionPage *>(m_pageOf.at(int(Kind::Confusion)));
    layout->addWidget(m_pages, 1);
    setForm(form);

    setKind(kind);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        m_pages->setCurrentIndex(m_kind->currentIndex());
        refill();
    });
    connect(&game, &GameController::changed, this, &MoveDialog::refill);
    resize(760, 660);
}

MoveDialog::Kind MoveDialog::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void MoveDialog::setKind(Kind kind)
{
    {
        const QSignalBlocker blocker(m_kind);
        m_kind->setCurrentIndex(m_kind->findData(int(kind)));
        m_pages->setCurrentIndex(m_kind->currentIndex());
    }
    setWindowTitle(moveKind(kind).title());
    refill();
}

QString MoveDialog::actionText(Kind kind)
{
    return moveKind(kind).menuText();
}

QString MoveDialog::referenceKey() const
{
    return currentPage()->referenceKey();
}

MovePage *MoveDialog::currentPage() const
{
    return m_pageOf.at(int(kind()));
}

void MoveDialog::refill()
{
    if (m_filling)
        return;
    m_filling = true;
    currentPage()->refill();
    m_filling = false;
    formChanged();
}

void MoveDialog::formChanged()
{
    if (m_filling)
        return;
    MovePage *page = currentPage();
    page->showNotes();
    QString missing;
    if (const auto input = page->action(missing))
        setInput(*input);
    else
        clearInput(missing);
}

void MoveDialog::setChargers(const QList<UnitId> &units)
{
    m_charge->setChargers(units);
}

void MoveDialog::setCharged(const QList<UnitId> &units)
{
    m_charge->setCharged(units);
}

void MoveDialog::setConfusionCause(ConfusionCause cause)
{
    m_confusion->setCause(cause);
}

void MoveDialog::setChargeOnInitiative(bool onInitiative)
{
    m_charge->setOnInitiative(onInitiative);
}

bool MoveDialog::chargeOnInitiative() const
{
    return m_charge->onInitiative();
}

} // namespace wm
