<?php

namespace App\Events;

use Illuminate\Broadcasting\Channel;
use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/** The jackpot amounts, to everyone on the public `common` channel (JackpotsUpdatedEvent in server/openapi.yaml). */
class JackpotsUpdated implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        /** @var list<array{id: int, name: string, amount: string, currency_code: string}> */
        public array $jackpots,
    ) {}

    public function broadcastOn(): array
    {
        return [new Channel('common')];
    }

    public function broadcastAs(): string
    {
        return 'JackpotsUpdated';
    }
}
