<?php

namespace App\Events;

use App\Models\User;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** The player's balance changed (BalanceChangedEvent in server/openapi.yaml). */
class BalanceChanged implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        private User $user,
        public string $balance,
        public string $currency_code,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel($this->user)];
    }

    public function broadcastAs(): string
    {
        return 'BalanceChanged';
    }
}
